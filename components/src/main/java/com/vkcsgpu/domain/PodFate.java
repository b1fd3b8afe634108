package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.WireValue;

/** What a planned change does to one running GPU pod, as a preview impact line names it. */
@Doc("What a planned change does to one running GPU pod.")
public enum PodFate {
    @Doc("Deleted by the GPU Operator's upgrade policy (or evicted by a drain) before its node is changed.")
    @WireValue("deleted") DELETED,
    @Doc("Keeps the node from being changed: the operator's upgrade policy will not delete it, so the node ends in "
            + "`upgrade-failed` (the driver manager gives up) until it is removed by hand.")
    @WireValue("blocks-upgrade") BLOCKS_UPGRADE,
    @Doc("Evicted (its node is reconfigured, drained or removed); a controller may recreate it elsewhere.")
    @WireValue("evicted") EVICTED,
    @Doc("Keeps running: its node is not disturbed for it.") @WireValue("kept") KEPT
}
