package com.vkcsgpu;

import java.util.List;
import java.util.function.Supplier;

/**
 * A component's arguments were refused: every problem, each naming its property. {@link #naming} names the
 * component resource as the engine's URN ends ({@code vkcs-gpu:index:GpuNodePool::a100}), so a program with
 * several pools reads which one is wrong.
 */
public final class InvalidArgumentsException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String component;
    private final List<String> problems;

    /** {@code resource}: the URN's end naming the resource, or null when not known yet. */
    InvalidArgumentsException(String component, String resource, List<String> problems) {
        super("invalid " + component + " arguments" + (resource == null ? "" : " (" + resource + ")") + ":\n  - "
                + String.join("\n  - ", problems));
        this.component = component;
        this.problems = List.copyOf(problems);
    }

    /** {@code plan.get()}; when it refuses the arguments, the refusal names the resource {@code type::name}. */
    static <T> T naming(String type, String name, Supplier<T> plan) {
        try {
            return plan.get();
        } catch (InvalidArgumentsException e) {
            throw new InvalidArgumentsException(e.component, type + "::" + name, e.problems);
        }
    }
}
