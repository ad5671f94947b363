// ... existing code ...
import com.acme.inventory.web.dto.CreateWarehouseRequest;
import com.acme.inventory.web.dto.UpdateWarehouseRequest;
import com.acme.inventory.web.dto.WarehouseResponse;
// ... existing code ...
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
// ... existing code ...

    @PutMapping("/{id}")
    public ResponseEntity<WarehouseResponse> update(@PathVariable Long id,
                                                    @Valid @RequestBody UpdateWarehouseRequest request) {
        return warehouseService.update(id, request.name(), request.address())
                .map(WarehouseResponse::from)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @DeleteMapping("/{id}")
// ... existing code ...
