/**
 * The API reference under {@code docs/api/}, rendered from the checked-in {@code schema.json}:
 * {@link com.vkcsgpu.tools.apidocs.ApiDocs} is the entry point. Every description comes from the schema
 * (and so from the {@code @Doc} annotations); nothing here repeats it. Output is deterministic so a
 * golden test can compare it byte for byte.
 */
package com.vkcsgpu.tools.apidocs;
