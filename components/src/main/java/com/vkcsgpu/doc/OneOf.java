package com.vkcsgpu.doc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a string property whose value is one of an enum's wire values ({@link WireValues}): {@code schema.json}
 * types it as that enum and its description ends with the enum's values, so SDKs, YAML checks and the API docs
 * know the set from the enum alone (a {@code @Doc} text never lists them). The Java property stays a string; the
 * provider framework refuses a value outside the set in a resource's Check, naming the property and every allowed
 * value, and a component reports it among its argument problems (components also run in users' Java programs).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface OneOf {
    /** The enum whose constants, with their {@link WireValue}s, are the allowed values. */
    Class<? extends Enum<?>> value();
}
