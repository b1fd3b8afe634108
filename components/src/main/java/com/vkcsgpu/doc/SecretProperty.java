package com.vkcsgpu.doc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a component input or output as secret in {@code schema.json}, so SDKs generated for other
 * languages and the API docs treat it as one. It does not make the value secret at run time: a
 * component still wraps the output with {@code Output.asSecret()} and the custom resources that
 * receive an input mark it secret themselves.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface SecretProperty {
}
