package com.acme.analytics;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

// ... existing code ...

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

    // ... existing code ...
}
