package com.vkcsgpu.provider.framework;

import com.vkcsgpu.doc.Doc;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The reflected model of a record used as inputs, outputs, function arguments/results, provider
 * configuration or a nested object type. Built once per class and cached.
 *
 * <p>A component whose type is {@code embeddedArgs} (an outputs record embedding its inputs record) is
 * flattened: its properties appear at the top level of the outputs.
 */
public final class RecordModel {
    private static final Map<Class<?>, RecordModel> CACHE = new ConcurrentHashMap<>();

    private final Class<? extends Record> type;
    private final String description;
    private final List<PropertyModel> properties;

    private RecordModel(Class<? extends Record> type) {
        this.type = type;
        Doc doc = type.getAnnotation(Doc.class);
        this.description = doc == null ? null : doc.value();
        List<PropertyModel> list = new ArrayList<>();
        for (RecordComponent rc : type.getRecordComponents()) {
            list.add(PropertyModel.of(rc));
        }
        this.properties = Collections.unmodifiableList(list);
    }

    /** The model of a record class. */
    public static RecordModel of(Class<? extends Record> type) {
        return CACHE.computeIfAbsent(type, t -> new RecordModel(type));
    }

    /** The record class. */
    public Class<? extends Record> type() {
        return type;
    }

    /** The record's {@link Doc}, or null. */
    public String description() {
        return description;
    }

    /** The components in declaration order. */
    public List<PropertyModel> properties() {
        return properties;
    }

    /** The component with this wire name, or null. */
    public PropertyModel property(String name) {
        for (PropertyModel p : properties) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        return null;
    }

    /**
     * The properties as they appear on the wire: components of type {@code embedded} are replaced by
     * that record's properties.
     */
    public List<PropertyModel> flattened(Class<? extends Record> embedded) {
        List<PropertyModel> out = new ArrayList<>();
        for (PropertyModel p : properties) {
            if (p.component().getType() == embedded && embedded != null) {
                out.addAll(RecordModel.of(embedded).properties());
            } else {
                out.add(p);
            }
        }
        return out;
    }

    /** The component holding the embedded record of type {@code embedded}, or null. */
    public PropertyModel embedded(Class<? extends Record> embedded) {
        for (PropertyModel p : properties) {
            if (p.component().getType() == embedded) {
                return p;
            }
        }
        return null;
    }

    /**
     * The record properties a path passes through (walking records, list elements and map values),
     * outermost first; the walk stops where the path leaves the declared shape.
     */
    public List<PropertyModel> propertiesAlong(PropertyPath path, Class<? extends Record> embedded) {
        List<PropertyModel> out = new ArrayList<>();
        if (path.isRoot()) {
            return out;
        }
        PropertyModel top = null;
        for (PropertyModel p : flattened(embedded)) {
            if (p.name().equals(path.topLevel())) {
                top = p;
            }
        }
        if (top == null) {
            return out;
        }
        out.add(top);
        TypeModel type = top.type();
        for (Object seg : path.segments().subList(1, path.segments().size())) {
            if (type instanceof TypeModel.ListOf l && seg instanceof Integer) {
                type = l.element();
            } else if (type instanceof TypeModel.MapOf m && seg instanceof String) {
                type = m.value();
            } else if (type instanceof TypeModel.RecordType r && seg instanceof String s
                    && r.model().property(s) != null) {
                PropertyModel p = r.model().property(s);
                out.add(p);
                type = p.type();
            } else {
                break;
            }
        }
        return out;
    }
}
