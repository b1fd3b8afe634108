package com.vkcsgpu.provider.testing.sdk;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;

/** A test-only Java SDK class for vkcs-gpu:testing:Widget, written as the components module will write them. */
@ResourceType(type = "vkcs-gpu:testing:Widget")
public class Widget extends CustomResource {
    @Export(name = "name", refs = {String.class}, tree = "[0]")
    private Output<String> name;
    @Export(name = "size", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> size;
    @Export(name = "labels", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private Output<Map<String, String>> labels;
    @Export(name = "taints", refs = {List.class, Object.class}, tree = "[0,1]")
    private Output<List<Object>> taints;
    @Export(name = "apiKey", refs = {String.class}, tree = "[0]")
    private Output<String> apiKey;
    @Export(name = "readyDelayMillis", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> readyDelayMillis;
    @Export(name = "failAfterAccept", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> failAfterAccept;
    @Export(name = "widgetId", refs = {String.class}, tree = "[0]")
    private Output<String> widgetId;
    @Export(name = "token", refs = {String.class}, tree = "[0]")
    private Output<String> token;
    @Export(name = "status", refs = {String.class}, tree = "[0]")
    private Output<String> status;
    @Export(name = "generation", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> generation;

    /** Registers a widget. */
    public Widget(String name, WidgetArgs args, CustomResourceOptions options) {
        super("vkcs-gpu:testing:Widget", name, args, options);
    }

    /** The id the fake cloud gave the widget. */
    public Output<String> widgetId() {
        return widgetId;
    }

    /** The secret token the fake cloud issued. */
    public Output<String> token() {
        return token;
    }
}
