package com.vkcsgpu.operator;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The outcome of {@link CompatibilityCheck}: every problem found, in a stable order.
 *
 * @param problems errors and warnings
 */
public record CompatibilityReport(List<CompatibilityProblem> problems) {

    public CompatibilityReport {
        problems = List.copyOf(problems);
    }

    /** The problems that make the configuration unusable. */
    public List<CompatibilityProblem> errors() {
        return problems.stream().filter(p -> p.severity() == CompatibilityProblem.Severity.ERROR).toList();
    }

    /** The problems worth showing that do not block. */
    public List<CompatibilityProblem> warnings() {
        return problems.stream().filter(p -> p.severity() == CompatibilityProblem.Severity.WARNING).toList();
    }

    /** True when at least one error was found. */
    public boolean hasErrors() {
        return !errors().isEmpty();
    }

    /** One problem per line, or "no problems". */
    @Override
    public String toString() {
        return problems.isEmpty() ? "no problems"
                : problems.stream().map(CompatibilityProblem::toString).collect(Collectors.joining("\n"));
    }
}
