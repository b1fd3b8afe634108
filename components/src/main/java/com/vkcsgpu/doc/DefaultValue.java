package com.vkcsgpu.doc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The value a component uses when an input is left out, copied into {@code schema.json} as the property's
 * {@code default} (a string, or a number or boolean for such properties). Give it the constant the component's
 * code uses, so the schema cannot disagree with the behaviour; leave it off inputs whose default depends on
 * other inputs or on the cloud (their {@link Doc} says what happens).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface DefaultValue {
    /** The default as text: {@code "gpu-operator"}, {@code "10"}, {@code "false"}. */
    String value();
}
