package com.vkcsgpu.provider.yamlprograms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.provider.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A stack file's mistakes name the file and the key, with the closest valid key. */
class StackFileCheckerTest {
    private static StackFileChecker checker;

    @BeforeAll
    static void loadSchema() throws IOException {
        checker = new StackFileChecker(TypeCatalog.forRepository(Files.readString(RepoFiles.schemaJson())));
    }

    @Test
    void stackFilesAreCheckedAgainstTheProgramAndTheProviderConfig() {
        List<String> problems = checker.check("test/Pulumi.dev.yaml", """
                config:
                  vkcs-gpu:authURL: https://127.0.0.1:8443/infra/identity/v3/
                  checker-test:subnetID: subnet
                  kubernetes:context: dev
                  other:anything: 1
                """, YamlProgramCheckerTest.HEADER);
        assertEquals(List.of(
                "test/Pulumi.dev.yaml: config key 'vkcs-gpu:authURL' is not a config key of the vkcs-gpu provider; "
                        + "did you mean 'authUrl'?",
                "test/Pulumi.dev.yaml: config key 'checker-test:subnetID' is not a config key of the project "
                        + "(Pulumi.yaml config); did you mean 'subnetId'?",
                "test/Pulumi.dev.yaml: config key 'checker-test:subnetId' is required by the program (it has no "
                        + "default) but not set"), problems);
    }

    @Test
    void aCompleteStackHasNoProblemsAndAKeyWithoutNamespaceIsNamed() {
        assertEquals(List.of(), checker.check("test/Pulumi.dev.yaml", """
                config:
                  vkcs-gpu:region: RegionOne
                  checker-test:subnetId: subnet
                """, YamlProgramCheckerTest.HEADER));
        assertEquals(List.of("test/Pulumi.dev.yaml: config key 'region' needs a namespace: 'checker-test:region' for the "
                + "project, '<package>:region' for a provider"), checker.check("test/Pulumi.dev.yaml", """
                config:
                  region: RegionOne
                  checker-test:subnetId: subnet
                """, YamlProgramCheckerTest.HEADER));
    }
}
