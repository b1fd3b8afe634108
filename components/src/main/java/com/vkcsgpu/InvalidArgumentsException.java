package com.vkcsgpu;

import java.util.List;
import java.util.function.Supplier;

/**
 * A component's arguments were refused: every problem, each naming its property. {@link #naming} names the
 * component resource as the engine's URN ends ({@code vkcs-gpu:index:GpuNodePool::a100}), so a program with
 * several pools reads which one is wrong. The problems stay typed ({@link #problems()}) so the provider can send
 * each to the engine against its property; the message lists them for a reader of the exception alone.
 */
public final class InvalidArgumentsException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** One refused property: its path as the engine names it ({@code pools[1].taints[0].effect}) and why. */
    public record PropertyProblem(String property, String reason) {
        @Override
        public String toString() {
            return property + ": " + reason;
        }
    }

    private final String component;
    private final String refused;
    private final String resource;
    private final List<PropertyProblem> problems;

    /** {@code refused}: what was refused, "arguments" or "inputs"; {@code resource}: the URN's end, or null. */
    private InvalidArgumentsException(String component, String refused, String resource, List<PropertyProblem> problems) {
        super(summary(component, refused, resource) + ":\n  - "
                + String.join("\n  - ", problems.stream().map(PropertyProblem::toString).toList()));
        this.component = component;
        this.refused = refused;
        this.resource = resource;
        this.problems = List.copyOf(problems);
    }

    static InvalidArgumentsException arguments(String component, List<PropertyProblem> problems) {
        return new InvalidArgumentsException(component, "arguments", null, problems);
    }

    /** The inputs of a Construct request could not be decoded into the component's args. */
    public static InvalidArgumentsException inputs(String component, List<PropertyProblem> problems) {
        return new InvalidArgumentsException(component, "inputs", null, problems);
    }

    private static String summary(String component, String refused, String resource) {
        return "invalid " + component + " " + refused + (resource == null ? "" : " (" + resource + ")");
    }

    /** What was refused and of which resource, without the problems: {@code invalid GpuNodePool arguments (…)}. */
    public String summary() {
        return summary(component, refused, resource);
    }

    /** Every refused property, in the order found. */
    public List<PropertyProblem> problems() {
        return problems;
    }

    /** {@code plan.get()}; when it refuses the arguments, the refusal names the resource {@code type::name}. */
    static <T> T naming(String type, String name, Supplier<T> plan) {
        try {
            return plan.get();
        } catch (InvalidArgumentsException e) {
            throw new InvalidArgumentsException(e.component, e.refused, type + "::" + name, e.problems);
        }
    }
}
