package com.acme.analytics;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class PageViewReport {

    public record PageView(String path, String userId, LocalDate date, long durationMs) {}

    public record PathStats(String path, long views, long uniqueUsers, double avgDurationMs) {}

    private final List<PageView> views;

    public PageViewReport(List<PageView> views) {
        this.views = List.copyOf(views);
    }

    public long totalViews() {
        return views.size();
    }

    public List<PathStats> topPaths(int limit) {
        Map<String, List<PageView>> byPath = new HashMap<>();
        for (PageView view : views) {
            byPath.computeIfAbsent(view.path(), k -> new ArrayList<>()).add(view);
        }
        List<PathStats> stats = new ArrayList<>();
        for (Map.Entry<String, List<PageView>> entry : byPath.entrySet()) {
            List<PageView> group = entry.getValue();
            long unique = group.stream().map(PageView::userId).distinct().count();
            double avg = group.stream().mapToLong(PageView::durationMs).average().orElse(0);
            stats.add(new PathStats(entry.getKey(), group.size(), unique, avg));
        }
        stats.sort(Comparator.comparingLong(PathStats::views).reversed());
        if (stats.size() > limit) {
            return stats.subList(0, limit);
        }
        return stats;
    }

    public Map<LocalDate, Long> viewsPerDay() {
        Map<LocalDate, Long> counts = new HashMap<>();
        for (PageView view : views) {
            counts.merge(view.date(), 1L, Long::sum);
        }
        return counts;
    }
}
