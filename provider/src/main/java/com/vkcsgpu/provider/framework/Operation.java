package com.vkcsgpu.provider.framework;

/** The lifecycle operations that have a timeout. */
public enum Operation { CREATE, READ, UPDATE, DELETE, INVOKE }
