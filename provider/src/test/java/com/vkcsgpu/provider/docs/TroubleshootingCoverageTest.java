package com.vkcsgpu.provider.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.RepoFiles;
import com.vkcsgpu.provider.k8s.readiness.GateDiagnosis;
import com.vkcsgpu.provider.k8s.readiness.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/troubleshooting.md has an entry for every diagnosis the readiness gate can produce
 * ({@link GateDiagnosis}): an anchor {@code <a id="gate-…">}, a heading with the kind's title, and quoted
 * messages in one of the kind's wordings, so an entry cannot drift from what users see.
 */
class TroubleshootingCoverageTest {
    private static final Pattern GATE_ANCHOR = Pattern.compile("<a id=\"(gate-[a-z-]+)\"></a>");
    /** A quoted message: a {@code > `…`} line (double backticks allowed for messages containing one). */
    private static final Pattern QUOTED = Pattern.compile("^> `+ ?(.+?) ?`+\\s*$", Pattern.MULTILINE);
    private static final Pattern HEADING = Pattern.compile("^### (.+)$", Pattern.MULTILINE);
    /** Innermost {@code <placeholder>}; replaced by a token every wording pattern accepts. */
    private static final Pattern PLACEHOLDER = Pattern.compile("<[^<>]*>");

    /** What an entry says the gate does, by the severity of its kind (none for a pool at zero, reported only). */
    private static final Map<Verdict.Severity, String> MARKERS = Map.of(Verdict.Severity.WARNING, "*Warns",
            Verdict.Severity.NOT_YET, "*Waits", Verdict.Severity.BLOCKED, "*Blocks", Verdict.Severity.FAILED,
            "*Fails at once");

    private static Map<String, String> sections;

    @BeforeAll
    static void readEntries() throws IOException {
        String text = Files.readString(RepoFiles.root().resolve("docs/troubleshooting.md"));
        sections = new LinkedHashMap<>();
        Matcher m = GATE_ANCHOR.matcher(text);
        List<int[]> starts = new ArrayList<>();
        List<String> anchors = new ArrayList<>();
        while (m.find()) {
            starts.add(new int[] {m.start(), m.end()});
            anchors.add(m.group(1));
        }
        for (int i = 0; i < anchors.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1)[0] : text.length();
            int nextChapter = text.indexOf("\n## ", starts.get(i)[1]);
            if (nextChapter >= 0 && nextChapter < end) {
                end = nextChapter;
            }
            sections.put(anchors.get(i), text.substring(starts.get(i)[1], end));
        }
    }

    @Test
    void everyDiagnosisKindHasAnEntry() {
        List<String> missing = Arrays.stream(GateDiagnosis.values()).filter(d -> !sections.containsKey(d.anchor()))
                .map(d -> d + " (add <a id=\"" + d.anchor() + "\"></a> and a '### " + d.title() + "' entry)").toList();
        assertEquals(List.of(), missing, "diagnoses of the readiness gate without a troubleshooting entry");
    }

    @Test
    void everyGateEntryIsAKindTheGateProduces() {
        List<String> known = Arrays.stream(GateDiagnosis.values()).map(GateDiagnosis::anchor).toList();
        List<String> stale = sections.keySet().stream().filter(a -> !known.contains(a)).toList();
        assertEquals(List.of(), stale, "troubleshooting entries for diagnoses the gate no longer has");
    }

    @Test
    void eachEntryIsHeadedByItsTitleAndQuotesMessagesOfItsKind() {
        assertEquals(List.of(), problemsOfEachEntry((kind, section, problems) -> {
            Matcher heading = HEADING.matcher(section);
            if (!heading.find() || !heading.group(1).strip().equals(kind.title())) {
                problems.add(kind + ": the entry's heading should be '### " + kind.title() + "'");
            }
            Matcher quoted = QUOTED.matcher(section);
            int messages = 0;
            while (quoted.find()) {
                messages++;
                String message = quoted.group(1);
                if (!isWordingOf(kind, sample(message))) {
                    problems.add(kind + ": quoted message is not one of this kind's wordings " + kind.templates()
                            + ": " + message);
                }
            }
            if (messages == 0) {
                problems.add(kind + ": the entry quotes no message (a '> `…`' line)");
            }
        }));
    }

    @Test
    void eachEntrySaysWhatTheGateDoesAsItsKindsSeverityDecides() {
        assertEquals(List.of(), problemsOfEachEntry((kind, section, problems) -> {
            List<String> said = MARKERS.values().stream().filter(section::contains).toList();
            List<String> expected = MARKERS.containsKey(kind.severity()) ? List.of(MARKERS.get(kind.severity())) : List.of();
            if (!said.equals(expected)) {
                problems.add(kind + " (" + kind.severity() + "): the entry should say " + expected + ", says " + said);
            }
        }));
    }

    /** A check of one kind's entry, adding what is wrong to {@code problems}. */
    private interface EntryCheck {
        void check(GateDiagnosis kind, String section, List<String> problems);
    }

    /** The problems {@code check} finds in the entries present (a missing one is everyDiagnosisKindHasAnEntry's). */
    private static List<String> problemsOfEachEntry(EntryCheck check) {
        List<String> problems = new ArrayList<>();
        for (GateDiagnosis kind : GateDiagnosis.values()) {
            String section = sections.get(kind.anchor());
            if (section != null) {
                check.check(kind, section, problems);
            }
        }
        return problems;
    }

    /**
     * Whether {@code message} reads as one of the kind's wordings, each {@code {placeholder}} standing for any
     * text, and per-node kinds starting "node N: " or "node N of pool P: "; notes the gate appends after "; "
     * (the pod's recent events) may follow.
     */
    static boolean isWordingOf(GateDiagnosis kind, String message) {
        String start = kind.perNode() ? "node \\S+(?: of pool \\S+)?: " : "";
        return kind.templates().stream().anyMatch(t -> Pattern.compile("^" + start + wordingPattern(t) + "(?:; .+)?$")
                .matcher(message).matches());
    }

    private static String wordingPattern(String template) {
        StringBuilder pattern = new StringBuilder();
        Matcher m = Pattern.compile("\\{[A-Za-z]+}").matcher(template);
        int last = 0;
        while (m.find()) {
            pattern.append(Pattern.quote(template.substring(last, m.start()))).append(".*");
            last = m.end();
        }
        return pattern.append(Pattern.quote(template.substring(last))).toString();
    }

    /** The message with every placeholder filled with "1", which every wording pattern accepts. */
    static String sample(String message) {
        String filled = message;
        for (String before = null; !filled.equals(before); ) {
            before = filled;
            filled = PLACEHOLDER.matcher(filled).replaceAll("1");
        }
        return filled;
    }

    @Test
    void aQuoteReadsAsItsKindsWordingOnlyWhenItsFixedTextIsThere() {
        assertTrue(isWordingOf(GateDiagnosis.NODE_NOT_READY, sample("node <node> of pool <pool>: not Ready (<reason>)")));
        assertTrue(isWordingOf(GateDiagnosis.NODE_NOT_READY, "node gpu-1: kubelet has not reported Ready yet"));
        assertFalse(isWordingOf(GateDiagnosis.NODE_NOT_READY, "node gpu-1: kubelet is unhappy"));
        assertFalse(isWordingOf(GateDiagnosis.NODE_NOT_READY, "kubelet has not reported Ready yet"), "per-node: names the node");
        assertFalse(isWordingOf(GateDiagnosis.DRIVER_NOT_READY, "node gpu-1: kubelet has not reported Ready yet"));
    }

    @Test
    void placeholdersAreFilledInsideOut() {
        assertEquals("step 1 …", sample("step <running|exited <code>|waiting> …"));
    }
}
