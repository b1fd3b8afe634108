package com.vkcsgpu.provider;

import com.vkcsgpu.provider.k8s.helm.ChartRenderer;
import com.vkcsgpu.provider.k8s.helm.ChartSource;
import com.vkcsgpu.provider.k8s.helm.EndlessChart;
import com.vkcsgpu.provider.k8s.helm.RepositoryCharts;
import java.net.http.HttpClient;
import java.nio.file.Path;

/** The plugin while a Helm render is in progress, as during an OperatorRelease create: serves while it renders. */
public final class ServeWhileRendering {
    private ServeWhileRendering() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = PluginLaunchTest.workDirectory();
        Thread render = new Thread(() -> new ChartRenderer(new RepositoryCharts(dir, HttpClient.newHttpClient()))
                .render(new ChartSource.Local(EndlessChart.write(dir)), EndlessChart.VERSION, "endless", "default",
                        "{}"), "render");
        render.setDaemon(true);
        render.start();
        Main.main(args);
    }
}
