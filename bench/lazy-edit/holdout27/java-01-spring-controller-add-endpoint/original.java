package com.acme.inventory.web;

import java.net.URI;
import java.util.List;
import java.util.UUID;

import jakarta.validation.Valid;

import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.acme.inventory.service.WarehouseService;
import com.acme.inventory.web.dto.CreateWarehouseRequest;
import com.acme.inventory.web.dto.WarehouseResponse;

@RestController
@RequestMapping("/api/warehouses")
public class WarehouseController {

    private final WarehouseService warehouses;

    public WarehouseController(WarehouseService warehouses) {
        this.warehouses = warehouses;
    }

    @GetMapping
    public List<WarehouseResponse> list(@RequestParam(defaultValue = "false") boolean includeInactive) {
        return warehouses.findAll(includeInactive).stream()
                .map(WarehouseResponse::from)
                .toList();
    }

    @GetMapping("/{id}")
    public ResponseEntity<WarehouseResponse> get(@PathVariable UUID id) {
        return warehouses.findById(id)
                .map(WarehouseResponse::from)
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    @PostMapping
    @PreAuthorize("hasRole('INVENTORY_ADMIN')")
    public ResponseEntity<WarehouseResponse> create(@Valid @RequestBody CreateWarehouseRequest request) {
        var created = warehouses.create(request.name(), request.code(), request.address());
        return ResponseEntity
                .created(URI.create("/api/warehouses/" + created.getId()))
                .body(WarehouseResponse.from(created));
    }

    @DeleteMapping("/{id}")
    @PreAuthorize("hasRole('INVENTORY_ADMIN')")
    public ResponseEntity<Void> delete(@PathVariable UUID id) {
        warehouses.delete(id);
        return ResponseEntity.noContent().build();
    }
}
