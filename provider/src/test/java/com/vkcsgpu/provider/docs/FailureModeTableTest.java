package com.vkcsgpu.provider.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.RepoFiles;
import com.vkcsgpu.provider.k8s.readiness.GateDiagnosis;
import com.vkcsgpu.provider.k8s.readiness.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The table "GPU Operator failure modes and what the gate says" in docs/troubleshooting.md stays true: one row per
 * failure mode (38), each recognised row links a diagnosis the gate has and quotes it in one of that diagnosis's
 * wordings, none of them a diagnosis that only waits, and at least 32 are recognised; each row the API cannot
 * show says how to look (a command in backticks).
 */
class FailureModeTableTest {
    private static final int MODES = 38;
    private static final int RECOGNISED_AT_LEAST = 32;
    private static final Pattern ROW = Pattern.compile(
            "^\\| (\\d+) \\| (.+?) \\| (recognised|not visible) \\| (.+) \\|$", Pattern.MULTILINE);
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]+]\\(#(gate-[a-z-]+)\\)");
    private static final Pattern QUOTE = Pattern.compile("`([^`]+)`");
    private static final Map<String, GateDiagnosis> BY_ANCHOR = Arrays.stream(GateDiagnosis.values())
            .collect(Collectors.toMap(GateDiagnosis::anchor, Function.identity()));

    private record Row(int number, String mode, boolean recognised, String says) {
    }

    private static List<Row> rows;

    @BeforeAll
    static void readTable() throws IOException {
        String text = Files.readString(RepoFiles.root().resolve("docs/troubleshooting.md"));
        int start = text.indexOf("\n## GPU Operator failure modes and what the gate says");
        assertTrue(start >= 0, "docs/troubleshooting.md lacks the chapter '## GPU Operator failure modes and what the gate says'");
        int end = text.indexOf("\n## ", start + 1);
        String chapter = text.substring(start, end < 0 ? text.length() : end);
        rows = new ArrayList<>();
        Matcher m = ROW.matcher(chapter);
        while (m.find()) {
            rows.add(new Row(Integer.parseInt(m.group(1)), m.group(2), m.group(3).equals("recognised"), m.group(4)));
        }
    }

    @Test
    void everyFailureModeHasItsRowInOrder() {
        assertEquals(java.util.stream.IntStream.rangeClosed(1, MODES).boxed().toList(),
                rows.stream().map(Row::number).toList(), "rows numbered 1.." + MODES);
    }

    @Test
    void atLeast32AreRecognised() {
        long recognised = rows.stream().filter(Row::recognised).count();
        assertTrue(recognised >= RECOGNISED_AT_LEAST, recognised + " of " + MODES + " recognised");
    }

    @Test
    void eachRecognisedRowQuotesItsDiagnosisAsTheGateWordsIt() {
        List<String> problems = new ArrayList<>();
        for (Row row : rows) {
            if (!row.recognised()) {
                continue;
            }
            Matcher link = LINK.matcher(row.says());
            if (!link.find()) {
                problems.add("row " + row.number() + ": links no diagnosis (an entry '#gate-…')");
                continue;
            }
            GateDiagnosis kind = BY_ANCHOR.get(link.group(1));
            if (kind == null) {
                problems.add("row " + row.number() + ": #" + link.group(1) + " is no diagnosis of the gate");
                continue;
            }
            Matcher quote = QUOTE.matcher(row.says());
            if (!quote.find(link.end())) {
                problems.add("row " + row.number() + ": quotes no message after its link");
            } else if (!TroubleshootingCoverageTest.isWordingOf(kind, TroubleshootingCoverageTest.sample(quote.group(1)))) {
                problems.add("row " + row.number() + ": '" + quote.group(1) + "' is none of " + kind + "'s wordings "
                        + kind.templates());
            }
            if (kind.severity() == Verdict.Severity.NOT_YET) {
                problems.add("row " + row.number() + ": recognised as " + kind + ", which waits for the timeout");
            }
            Matcher other = LINK.matcher(row.says());
            while (other.find()) {
                if (!BY_ANCHOR.containsKey(other.group(1))) {
                    problems.add("row " + row.number() + ": #" + other.group(1) + " is no diagnosis of the gate");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void eachRowTheApiCannotShowSaysHowToLook() {
        List<Integer> without = rows.stream().filter(r -> !r.recognised() && !QUOTE.matcher(r.says()).find())
                .map(Row::number).toList();
        assertEquals(List.of(), without, "rows not visible to the gate without a command to look with");
    }
}
