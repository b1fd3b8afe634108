package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.domain.GpuModel;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** getGpuFlavors describes the GPU models it takes as {@link GpuModel} defines them. */
class GetGpuFlavorsModelsTest {

    @Test
    void theGpuModelDescriptionListsTheModelsVkCloudOffers() {
        // A description is a compile-time constant, so it cannot be built from GpuModel; this keeps it true.
        String doc = GetGpuFlavorsFunction.Args.class.getRecordComponents()[0].getAnnotation(Doc.class).value();
        List<String> listed = Pattern.compile("\\b[A-Z][A-Z0-9_]*[0-9][A-Z0-9_]*\\b").matcher(doc).results()
                .map(m -> m.group()).distinct().toList();
        assertEquals(GpuModel.offeredOnVk().stream().map(GpuModel::name).toList(), listed, doc);
    }
}
