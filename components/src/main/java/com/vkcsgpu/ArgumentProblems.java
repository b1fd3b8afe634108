package com.vkcsgpu;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Collects every problem with a component's arguments, each prefixed with the property it is about, and
 * throws them together: the user fixes all of them in one round instead of one per {@code pulumi preview}.
 */
final class ArgumentProblems {
    private final String component;
    private final List<InvalidArgumentsException.PropertyProblem> problems = new ArrayList<>();

    ArgumentProblems(String component) {
        this.component = component;
    }

    void add(String property, String problem) {
        problems.add(new InvalidArgumentsException.PropertyProblem(property, problem));
    }

    void add(String property, Optional<String> problem) {
        problem.ifPresent(p -> add(property, p));
    }

    void requirePresent(String property, Object value) {
        if (value == null) {
            add(property, "is required");
        }
    }

    List<InvalidArgumentsException.PropertyProblem> all() {
        return List.copyOf(problems);
    }

    /** @throws InvalidArgumentsException listing every problem, when there is any */
    void throwIfAny() {
        if (!problems.isEmpty()) {
            throw InvalidArgumentsException.arguments(component, problems);
        }
    }
}
