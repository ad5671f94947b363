// ... existing code ...
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
// ... existing code ...
import com.acme.inventory.web.dto.CreateWarehouseRequest;
import com.acme.inventory.web.dto.UpdateWarehouseRequest;
import com.acme.inventory.web.dto.WarehouseResponse;

// ... existing code ...

    @PatchMapping("/{id}")
    @PreAuthorize("hasRole('INVENTORY_ADMIN')")
    public ResponseEntity<WarehouseResponse> update(@PathVariable UUID id,
                                                    @Valid @RequestBody UpdateWarehouseRequest request) {
        return warehouses.update(id, request.name(), request.address(), request.active())
                .map(WarehouseResponse::from)
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    @DeleteMapping("/{id}")
    @PreAuthorize("hasRole('INVENTORY_ADMIN')")
    public ResponseEntity<Void> delete(@PathVariable UUID id) {
    // ... existing code ...
