package com.vkcsgpu.operator;

import com.vkcsgpu.domain.KubernetesSyntax;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The checks of a {@link GpuOperatorValues}, in one place: {@code OperatorRelease}'s Check reports them under
 * {@code values.}, and {@code GpuOperator}'s plan uses the same rules ({@link DriverUpgradeValues}'s, the image
 * rules) on its own inputs. Each problem names its path inside the values.
 */
public final class GpuOperatorValuesCheck {

    /**
     * One problem.
     *
     * @param path    where, inside the values, such as {@code driver.version} or {@code tolerations[0].effect}
     * @param message what is wrong
     * @param fix     how to fix it, or null
     */
    public record Problem(String path, String message, String fix) {
    }

    private final List<Problem> problems = new ArrayList<>();

    private GpuOperatorValuesCheck() {
    }

    /** Every problem of {@code values}; empty when it is usable (or null). */
    public static List<Problem> problems(GpuOperatorValues values) {
        GpuOperatorValuesCheck check = new GpuOperatorValuesCheck();
        if (values != null) {
            check.all(values);
        }
        return List.copyOf(check.problems);
    }

    private void all(GpuOperatorValues v) {
        if (v.tolerations() != null) {
            for (int i = 0; i < v.tolerations().size(); i++) {
                toleration("tolerations[" + i + "]", v.tolerations().get(i));
            }
        }
        if (v.operator() != null) {
            image("operator", Component.OPERATOR, v.operator().repository(), v.operator().image(), v.operator().version());
            resources("operator", v.operator().resources());
        }
        if (v.driver() != null) {
            driver(v.driver());
        }
        operand("toolkit", Component.TOOLKIT, v.toolkit());
        operand("gfd", Component.GFD, v.gfd());
        operand("dcgm", Component.DCGM, v.dcgm());
        operand("migManager", Component.MIG_MANAGER, v.migManager());
        if (v.validator() != null) {
            GpuOperatorValues.ValidatorSection validator = v.validator();
            image("validator", Component.VALIDATOR, validator.repository(), validator.image(), validator.version());
            resources("validator", validator.resources());
        }
        operand("nodeStatusExporter", Component.NODE_STATUS_EXPORTER, v.nodeStatusExporter());
        if (v.devicePlugin() != null) {
            GpuOperatorValues.DevicePluginSection p = v.devicePlugin();
            image("devicePlugin", Component.DEVICE_PLUGIN, p.repository(), p.image(), p.version());
            resources("devicePlugin", p.resources());
            if (p.timeSlicing() != null) {
                timeSlicing("devicePlugin.timeSlicing", p.timeSlicing());
            }
            if (p.mps() != null) {
                mps("devicePlugin.mps", p.mps(), p.timeSlicing() == null || p.timeSlicing().configs() == null
                        ? Map.of() : p.timeSlicing().configs());
            }
        }
        if (v.dcgmExporter() != null) {
            GpuOperatorValues.DcgmExporterSection e = v.dcgmExporter();
            image("dcgmExporter", Component.DCGM_EXPORTER, e.repository(), e.image(), e.version());
            resources("dcgmExporter", e.resources());
        }
        if (v.nfd() != null) {
            image("nfd", Component.NFD, v.nfd().repository(), v.nfd().image(), v.nfd().version());
        }
    }

    private void driver(GpuOperatorValues.DriverSection d) {
        image("driver", Component.DRIVER, d.repository(), d.image(), d.version());
        if (d.manager() != null) {
            image("driver.manager", Component.DRIVER_MANAGER, d.manager().repository(), d.manager().image(),
                    d.manager().version());
        }
        resources("driver", d.resources());
        DriverUpgradeValues p = d.upgradePolicy();
        if (p != null) {
            String at = "driver.upgradePolicy.";
            count(at + "maxParallelUpgrades", p.maxParallelUpgrades());
            DriverUpgradeValues.maxUnavailableProblem(p.maxUnavailable())
                    .ifPresent(problem -> add(at + "maxUnavailable", problem, null));
            if (p.gpuPodDeletion() != null) {
                count(at + "gpuPodDeletion.timeoutSeconds", p.gpuPodDeletion().timeoutSeconds());
            }
            if (p.drain() != null) {
                count(at + "drain.timeoutSeconds", p.drain().timeoutSeconds());
            }
        }
    }

    private void count(String path, Integer value) {
        DriverUpgradeValues.countProblem(value).ifPresent(problem -> add(path, problem, null));
    }

    private void operand(String path, Component component, GpuOperatorValues.OperandSection section) {
        if (section != null) {
            image(path, component, section.repository(), section.image(), section.version());
            resources(path, section.resources());
        }
    }

    /** The image rules of one component's {@code repository}, {@code image} and {@code version}. */
    private void image(String path, Component component, String repository, String image, String version) {
        if (version != null) {
            ComponentPins.versionProblem(component, version).ifPresent(p -> add(path + ".version", p, null));
        }
        if (repository != null) {
            KubernetesSyntax.imageRepositoryProblem(repository).ifPresent(p -> add(path + ".repository", p, null));
        }
        if (image != null) {
            KubernetesSyntax.imageNameProblem(image).ifPresent(p -> add(path + ".image", p, null));
        }
    }

    private void resources(String path, ContainerResources resources) {
        if (resources == null) {
            return;
        }
        quantities(path + ".resources.requests", resources.requests());
        quantities(path + ".resources.limits", resources.limits());
    }

    private void quantities(String path, ResourceQuantities q) {
        if (q == null) {
            return;
        }
        if (q.cpu() != null) {
            KubernetesSyntax.quantityProblem(q.cpu()).ifPresent(p -> add(path + ".cpu", p, "for example \"100m\""));
        }
        if (q.memory() != null) {
            KubernetesSyntax.quantityProblem(q.memory()).ifPresent(p -> add(path + ".memory", p,
                    "for example \"512Mi\""));
        }
    }

    private void timeSlicing(String path, GpuOperatorValues.TimeSlicing t) {
        Map<String, Integer> configs = t.configs() == null ? Map.of() : t.configs();
        if (t.replicas() == null && configs.isEmpty()) {
            add(path, "sets neither replicas nor configs",
                    "set replicas for every node or configs for labelled nodes, or leave timeSlicing unset");
        }
        if (t.replicas() != null && t.replicas() < 2) {
            add(path + ".replicas", "must be at least 2", "leave timeSlicing unset to give each pod a whole GPU");
        }
        configs.forEach((name, replicas) -> {
            String at = path + ".configs." + name;
            configName(at, name, "time-slicing-4");
            if (name.equals(ChartValues.TIME_SLICING_DEFAULT)) {
                add(at, "is reserved for the config of unlabelled nodes", "set timeSlicing.replicas instead");
            }
            if (replicas != null && replicas < 2) {
                add(at, "must be at least 2", "remove the config to give each pod a whole GPU");
            }
        });
    }

    /** MPS configs share the device plugin's ConfigMap with {@code slicingConfigs}, so their names must differ. */
    private void mps(String path, GpuOperatorValues.Mps mps, Map<String, Integer> slicingConfigs) {
        Map<String, Integer> configs = mps.configs() == null ? Map.of() : mps.configs();
        if (configs.isEmpty()) {
            add(path, "sets no configs", "set configs for labelled nodes, or leave mps unset");
        }
        configs.forEach((name, replicas) -> {
            String at = path + ".configs." + name;
            configName(at, name, "mps-4");
            if (name.equals(ChartValues.TIME_SLICING_DEFAULT) || slicingConfigs.containsKey(name)) {
                add(at, "is the name of a time-slicing config in the same ConfigMap", "name it mps-<replicas>");
            }
            if (replicas != null && (replicas < 2 || replicas > GpuOperatorValues.Mps.MAX_REPLICAS)) {
                add(at, "must be 2-" + GpuOperatorValues.Mps.MAX_REPLICAS + " (the MPS server's client limit per GPU)",
                        "remove the config to give each pod a whole GPU");
            }
        });
    }

    /** A device-plugin config name is a ConfigMap key and the value of the node label nvidia.com/device-plugin.config. */
    private void configName(String at, String name, String example) {
        KubernetesSyntax.labelValueProblem(name).ifPresent(p -> add(at, p, null));
        if (name.isEmpty()) {
            add(at, "config name must not be empty", "for example \"" + example + "\"");
        }
    }

    private void toleration(String at, Toleration t) {
        if (t == null) {
            return;
        }
        if ("Exists".equals(t.operator()) && t.value() != null && !t.value().isEmpty()) {
            add(at + ".value", "must be empty with operator Exists", "use operator Equal to match a value");
        }
        if (t.key() != null && !t.key().isEmpty()) {
            KubernetesSyntax.labelKeyProblem(t.key()).ifPresent(p -> add(at + ".key", p, null));
        }
    }

    private void add(String path, String message, String fix) {
        problems.add(new Problem(path, message, fix));
    }
}
