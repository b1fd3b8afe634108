package com.vkcsgpu.provider.testing.sdk;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;

/** Test-only SDK args matching WidgetArgs, with a builder as generated Pulumi Java SDKs have. */
public final class WidgetArgs extends ResourceArgs {
    @Import(name = "name", required = true)
    private Output<String> name;
    @Import(name = "size")
    private Output<Integer> size;
    @Import(name = "labels")
    private Output<Map<String, String>> labels;
    @Import(name = "taints")
    private Output<List<Object>> taints;
    @Import(name = "apiKey")
    private Output<String> apiKey;
    @Import(name = "readyDelayMillis")
    private Output<Integer> readyDelayMillis;
    @Import(name = "failAfterAccept")
    private Output<Boolean> failAfterAccept;

    private WidgetArgs() {
    }

    /** A builder; {@code name} is required. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link WidgetArgs}. */
    public static final class Builder {
        private final WidgetArgs args = new WidgetArgs();

        public Builder name(String value) {
            args.name = Output.of(value);
            return this;
        }

        public Builder size(int value) {
            args.size = Output.of(value);
            return this;
        }

        public Builder labels(Output<Map<String, String>> value) {
            args.labels = value;
            return this;
        }

        public Builder apiKey(Output<String> value) {
            args.apiKey = value;
            return this;
        }

        public Builder readyDelayMillis(int value) {
            args.readyDelayMillis = Output.of(value);
            return this;
        }

        public Builder failAfterAccept(boolean value) {
            args.failAfterAccept = Output.of(value);
            return this;
        }

        public WidgetArgs build() {
            return args;
        }
    }
}
