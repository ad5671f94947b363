package com.acme.cms.web;

import com.acme.cms.dto.ArticleDto;
import com.acme.cms.dto.ArticleRequest;
import com.acme.cms.service.ArticleService;
import jakarta.validation.Valid;
import java.net.URI;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/articles")
public class ArticleController {

    private final ArticleService articleService;

    public ArticleController(ArticleService articleService) {
        this.articleService = articleService;
    }

    @GetMapping
    public List<ArticleDto> list(@RequestParam(defaultValue = "0") int page,
                                 @RequestParam(defaultValue = "20") int size) {
        return articleService.list(page, size);
    }

    @GetMapping("/{id}")
    public ResponseEntity<ArticleDto> get(@PathVariable long id) {
        return articleService.find(id)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @PostMapping
    public ResponseEntity<ArticleDto> create(@Valid @RequestBody ArticleRequest request) {
        ArticleDto created = articleService.create(request);
        return ResponseEntity.created(URI.create("/api/articles/" + created.id())).body(created);
    }

    @PutMapping("/{id}")
    public ResponseEntity<ArticleDto> update(@PathVariable long id,
                                             @Valid @RequestBody ArticleRequest request) {
        return articleService.update(id, request)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @PutMapping("/{id}/publish")
    @PreAuthorize("hasRole('EDITOR')")
    public ResponseEntity<ArticleDto> publish(@PathVariable long id) {
        return articleService.publish(id)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @DeleteMapping("/{id}")
    @PreAuthorize("hasRole('ADMIN')")
    public ResponseEntity<Void> delete(@PathVariable long id) {
        return articleService.delete(id)
                ? ResponseEntity.noContent().build()
                : ResponseEntity.notFound().build();
    }
}
