package com.vkcsgpu.doc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The value an enum constant has on the wire and in {@code schema.json} when it differs from the constant's Java
 * name (such as {@code helm} for {@code HELM}); without it the name is the value. Read with {@link WireValues}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface WireValue {
    String value();
}
