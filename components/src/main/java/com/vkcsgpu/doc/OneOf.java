package com.vkcsgpu.doc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a string property whose value is one of an enum's wire values ({@link WireValues}): {@code schema.json}
 * types it as that enum, so SDKs and YAML checks know the set, while the Java property stays a string and keeps
 * accepting what it accepted (the component's or resource's own check reports a value outside the set).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface OneOf {
    /** The enum whose constants, with their {@link WireValue}s, are the allowed values. */
    Class<? extends Enum<?>> value();
}
