package com.vkcsgpu.emulator.kube;

import java.util.List;

/** What the server knows about a kind's fields beyond JSON: for now, how each list merges. */
interface ObjectSchema {
    /**
     * The list type of the list at {@code fieldPath}: the object keys from the root, list items
     * skipped ({@code spec, template, spec, containers, env}).
     */
    ListType listType(List<String> fieldPath);

    /** Every list atomic: the schema of kinds the emulator knows nothing about. */
    ObjectSchema ATOMIC = fieldPath -> ListType.ATOMIC;
}
