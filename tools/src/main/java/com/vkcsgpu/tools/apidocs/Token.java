package com.vkcsgpu.tools.apidocs;

/**
 * A schema token {@code <package>:<module>:<name>}, e.g. {@code vkcs-gpu:mk8s:NodeGroup}.
 *
 * @param packageName the package, {@code vkcs-gpu}
 * @param module      the module, {@code index} for components
 * @param name        the type or function name
 */
record Token(String packageName, String module, String name) {
    static Token parse(String token) {
        String[] parts = token.split(":");
        if (parts.length != 3) {
            throw new IllegalArgumentException("a schema token is <package>:<module>:<name>, got '" + token + "'");
        }
        return new Token(parts[0], parts[1], parts[2]);
    }

    /** The token of a {@code #/types/<token>} reference. */
    static Token ofRef(String ref) {
        String prefix = "#/types/";
        if (!ref.startsWith(prefix)) {
            throw new IllegalArgumentException("only local type references (#/types/...) are supported, got '" + ref + "'");
        }
        return parse(ref.substring(prefix.length()));
    }

    /** The page of this resource or function, relative to {@code docs/api/}: {@code mk8s/node-group.md}. */
    String pagePath() {
        return module + "/" + Markdown.slug(name) + ".md";
    }

    @Override
    public String toString() {
        return packageName + ":" + module + ":" + name;
    }
}
