package com.vkcsgpu.doc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The description of a resource, function, type or property, written once where it is declared.
 *
 * <p>The provider's schema generator reads it at run time (hence runtime retention) and copies it
 * into {@code schema.json}, from which every language SDK and the API docs are generated. There is
 * no second copy of any description anywhere in the project.
 *
 * <p>Put it on a record component or field (a property), on a record or class (a resource,
 * function, component or object type), or on an enum constant (a value of an enum property).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.RECORD_COMPONENT, ElementType.METHOD,
        ElementType.PARAMETER})
public @interface Doc {
    /** The description, Markdown allowed; a full sentence ending with a period. */
    String value();
}
