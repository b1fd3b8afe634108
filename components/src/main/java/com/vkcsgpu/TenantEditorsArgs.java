package com.vkcsgpu;

import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import java.util.List;
import javax.annotation.Nullable;

/** Who gets edit rights in a tenant's namespace. */
@Doc("Groups and users bound to the built-in `edit` ClusterRole in the tenant's namespace only.")
public final class TenantEditorsArgs extends ResourceArgs {
    @Doc("Group names as the cluster's authenticator reports them (for VK Cloud: the IAM groups). `system:` names are"
            + " refused.")
    @Import(name = "groups")
    private @Nullable List<String> groups;

    @Doc("User names as the cluster's authenticator reports them. `system:` names are refused.")
    @Import(name = "users")
    private @Nullable List<String> users;

    private TenantEditorsArgs() {
    }

    /**
     * @param groups group names (may be empty)
     * @param users  user names (may be empty)
     * @return the editors
     */
    public static TenantEditorsArgs of(List<String> groups, List<String> users) {
        TenantEditorsArgs e = new TenantEditorsArgs();
        e.groups = groups;
        e.users = users;
        return e;
    }

    List<String> groups() {
        return groups == null ? List.of() : groups;
    }

    List<String> users() {
        return users == null ? List.of() : users;
    }
}
