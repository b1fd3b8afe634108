package com.vkcsgpu.doc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The schema module ({@code mk8s}, {@code gpu}, {@code index}, ...) of an enum used by several modules, so its token
 * does not depend on which resource happens to be declared first.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SchemaModule {
    String value();
}
