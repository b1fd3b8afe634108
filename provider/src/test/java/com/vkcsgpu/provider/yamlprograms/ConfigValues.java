package com.vkcsgpu.provider.yamlprograms;

import java.util.Map;

/**
 * Values of a YAML program's config keys for one stack: what the stack file sets ({@code <project>:<key>}),
 * else the key's default in the program's {@code config} block.
 *
 * @param project  the program's name, the namespace of its keys in stack files
 * @param declared the program's {@code config} block
 * @param stack    the stack file's {@code config} block; empty for the program's defaults alone
 */
record ConfigValues(String project, Map<?, ?> declared, Map<?, ?> stack) {

    /** {@code value} itself, or, when it is a whole {@code ${key}} of a config key, that key's value (null when unset). */
    Object resolve(Object value) {
        if (!(value instanceof String text) || !Reference.isWhole(text)) {
            return value;
        }
        String key = Reference.in(text).get(0).root();
        if (!declared.containsKey(key)) {
            return value; // a resource or variable: not a config value
        }
        Object set = stack.get(project + ":" + key);
        if (set != null) {
            return set;
        }
        return declared.get(key) instanceof Map<?, ?> declaration ? declaration.get("default") : declared.get(key);
    }
}
