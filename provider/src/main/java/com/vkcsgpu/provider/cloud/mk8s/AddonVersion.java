package com.vkcsgpu.provider.cloud.mk8s;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One version of a catalog addon with its values template. The template's wire encoding (plain or
 * base64) is not confirmed (VK's docs call it "Base64-encoded", the Terraform tests in
 * vk-cs/terraform-provider-vkcs PR #693 vkcs/kubernetes/resource_cluster_addon_v2_test.go send plain text):
 * {@link #valuesTemplate()} is as sent, {@link #valuesTemplateText()} decoded.
 */
public record AddonVersion(String id, String addonId, String name, String version, String valuesTemplate,
        List<String> supportedKubeVersions) {
    private static final Pattern BASE64 = Pattern.compile("[A-Za-z0-9+/]+={0,2}");

    /**
     * The template as YAML text, whichever way it travelled: a value that is entirely base64 and decodes to
     * UTF-8 text is decoded (plain YAML always has a space, colon or newline, which base64 never has); any
     * other value is returned as sent. Null when there is no template.
     */
    public String valuesTemplateText() {
        if (valuesTemplate == null) {
            return null;
        }
        String compact = valuesTemplate.strip();
        if (compact.isEmpty() || compact.length() % 4 != 0 || !BASE64.matcher(compact).matches()) {
            return valuesTemplate;
        }
        try {
            byte[] bytes = Base64.getDecoder().decode(compact);
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (IllegalArgumentException | CharacterCodingException notBase64) {
            return valuesTemplate;
        }
    }
}
