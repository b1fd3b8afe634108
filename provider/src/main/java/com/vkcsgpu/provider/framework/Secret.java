package com.vkcsgpu.provider.framework;

import com.vkcsgpu.provider.secret.SecretString;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a property as secret: it is stored and returned as a Pulumi secret and never printed.
 * {@link SecretString} properties are secret without this annotation.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Secret {}
