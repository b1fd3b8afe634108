package com.vkcsgpu.provider;

import com.vkcsgpu.provider.k8s.helm.ChartRenderer;
import com.vkcsgpu.provider.k8s.helm.ChartSource;
import com.vkcsgpu.provider.k8s.helm.FixtureChart;
import com.vkcsgpu.provider.k8s.helm.RepositoryCharts;
import java.net.http.HttpClient;

/** The plugin after a Helm render, as after an OperatorRelease create: renders the fixture chart, then serves. */
public final class RenderThenServe {
    private RenderThenServe() {
    }

    public static void main(String[] args) throws Exception {
        new ChartRenderer(new RepositoryCharts(PluginLaunchTest.workDirectory(), HttpClient.newHttpClient()))
                .render(new ChartSource.Local(FixtureChart.directory()), FixtureChart.VERSION, "gpu-operator",
                        "gpu-operator", "{}");
        System.err.println("vkcs-gpu test: rendered");
        Main.main(args);
    }
}
