package com.vkcsgpu.provider.framework;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an input whose change replaces the resource (the cloud API cannot update it in place).
 * The framework turns it into replace entries in Diff and {@code replaceOnChanges} in the schema.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface ReplaceOnChange {}
