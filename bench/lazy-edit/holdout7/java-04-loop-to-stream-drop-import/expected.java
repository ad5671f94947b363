package com.acme.analytics;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

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
        return views.stream()
                .collect(Collectors.groupingBy(PageView::path))
                .entrySet()
                .stream()
                .map(entry -> {
                    List<PageView> group = entry.getValue();
                    long unique = group.stream().map(PageView::userId).distinct().count();
                    double avg = group.stream().mapToLong(PageView::durationMs).average().orElse(0);
                    return new PathStats(entry.getKey(), group.size(), unique, avg);
                })
                .sorted(Comparator.comparingLong(PathStats::views).reversed())
                .limit(limit)
                .toList();
    }

    public Map<LocalDate, Long> viewsPerDay() {
        Map<LocalDate, Long> counts = new HashMap<>();
        for (PageView view : views) {
            counts.merge(view.date(), 1L, Long::sum);
        }
        return counts;
    }
}
