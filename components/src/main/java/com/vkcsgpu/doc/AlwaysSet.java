package com.vkcsgpu.doc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a component output the component always registers with a value, so {@code schema.json} lists it under
 * the resource's {@code required} and SDKs generated for other languages give it a non-optional type. Leave it off
 * an output that can be absent (such as a MIG profile without MIG): an output wrongly marked forces users of every
 * other language to handle a value that is not there.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface AlwaysSet {
}
