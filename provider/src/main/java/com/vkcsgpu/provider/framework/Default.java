package com.vkcsgpu.provider.framework;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The value used when the input is absent, as text parsed by the property's type
 * ("3", "true", "RegionOne", an enum constant name). Check writes it into the stored inputs.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Default {
    /** The default as text. */
    String value();
}
