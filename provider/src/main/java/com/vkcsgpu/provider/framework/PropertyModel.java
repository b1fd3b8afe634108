package com.vkcsgpu.provider.framework;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.doc.Doc;
import java.lang.reflect.RecordComponent;
import java.util.List;

/**
 * Everything the framework knows about one record component: its wire name, type, description and
 * the facts declared on it with annotations.
 *
 * @param name           the property name on the wire and in the schema (the component name)
 * @param component      the record component
 * @param type           its value shape
 * @param description    from {@link Doc}; null when missing (the schema generator rejects that)
 * @param secret         {@link Secret} or a {@link SecretString} type
 * @param replaceOnChange {@link ReplaceOnChange}
 * @param required       {@link Required}
 * @param defaultText    {@link Default} text, or null
 * @param envFallback    {@link EnvFallback} variables, possibly empty
 */
public record PropertyModel(String name, RecordComponent component, TypeModel type, String description,
                            boolean secret, boolean replaceOnChange, boolean required, String defaultText,
                            List<String> envFallback) {

    static PropertyModel of(RecordComponent rc) {
        String where = rc.getDeclaringRecord().getSimpleName() + "." + rc.getName();
        TypeModel type = TypeModel.of(rc.getGenericType(), where);
        Doc doc = rc.getAnnotation(Doc.class);
        Default def = rc.getAnnotation(Default.class);
        EnvFallback env = rc.getAnnotation(EnvFallback.class);
        boolean required = rc.isAnnotationPresent(Required.class);
        if (rc.getType().isPrimitive() && !required && def == null) {
            throw new IllegalArgumentException(where + ": a primitive property cannot be absent; annotate it"
                    + " @Required or @Default, or use the boxed type");
        }
        boolean secret = rc.isAnnotationPresent(Secret.class)
                || (type instanceof TypeModel.Scalar s && s.kind() == TypeModel.ScalarKind.SECRET_STRING);
        PropertyModel model = new PropertyModel(rc.getName(), rc, type, doc == null ? null : doc.value(), secret,
                rc.isAnnotationPresent(ReplaceOnChange.class), required, def == null ? null : def.value(),
                env == null ? List.of() : List.of(env.value()));
        if (def != null) {
            model.defaultValue(); // fail at declaration time on an unparsable default
        }
        return model;
    }

    /** The {@link Default} as a wire value (see {@link Values}), or null when there is none. */
    public Object defaultValue() {
        if (defaultText == null) {
            return null;
        }
        String where = component.getDeclaringRecord().getSimpleName() + "." + name;
        if (type instanceof TypeModel.Scalar s) {
            return switch (s.kind()) {
                case STRING, SECRET_STRING -> defaultText;
                case BOOLEAN -> {
                    if (!defaultText.equals("true") && !defaultText.equals("false")) {
                        throw new IllegalArgumentException(where + ": @Default must be true or false");
                    }
                    yield Boolean.valueOf(defaultText);
                }
                case INTEGER, LONG -> (double) Long.parseLong(defaultText);
                case NUMBER -> Double.parseDouble(defaultText);
            };
        }
        if (type instanceof TypeModel.EnumType e) {
            for (Enum<?> c : e.javaType().getEnumConstants()) {
                if (com.vkcsgpu.doc.WireValues.of(c).equals(defaultText)) {
                    return defaultText;
                }
            }
            throw new IllegalArgumentException(where + ": @Default \"" + defaultText + "\" is not a constant of "
                    + e.javaType().getSimpleName());
        }
        throw new IllegalArgumentException(where + ": @Default is only for scalar and enum properties");
    }
}
