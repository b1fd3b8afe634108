package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SchemaModule;

/** The operators of a Kubernetes toleration, spelled as Kubernetes spells them: the {@code TolerationOperator} constants of kubernetes/api v0.34.0, {@code core/v1/types.go}. */
@Doc("How a toleration matches a taint's value.")
@SchemaModule("gpu")
public enum TolerationOperator {
    @Doc("The taint may have any value.") Exists,
    @Doc("The taint's value must equal the toleration's.") Equal
}
