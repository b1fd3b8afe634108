package com.vkcsgpu.doc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a component's nested input or output class as the Java face of a type the package schema already has,
 * named by its {@code <module>:<Name>} (such as {@code gpu:Toleration}): {@code schema.json} refers to that type
 * instead of registering a copy, so a toleration or a taint is one type for every language. The schema generator
 * rejects the class when the type does not exist or lacks one of the class's properties.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SharedSchemaType {
    /** The type's {@code <module>:<Name>}, without the package name. */
    String value();
}
