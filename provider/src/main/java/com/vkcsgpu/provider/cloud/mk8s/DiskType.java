package com.vkcsgpu.provider.cloud.mk8s;

/** Worker root disk: {@code {"cinder_volume_type":{"type":"ceph-ssd","size":50}}}. */
public record DiskType(CinderVolumeType cinderVolumeType) {

    public record CinderVolumeType(String type, int size) { }

    public static DiskType cinder(String type, int sizeGb) {
        return new DiskType(new CinderVolumeType(type, sizeGb));
    }
}
