// ... existing code ...
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
// ... existing code ...
import com.acme.shop.api.dto.CreateProductRequest;
import com.acme.shop.api.dto.ProductResponse;
import com.acme.shop.api.dto.UpdateProductRequest;
// ... existing code ...
                .body(ProductResponse.from(created));
    }

    @PutMapping("/{id}")
    public ResponseEntity<ProductResponse> update(
            @PathVariable long id,
            @Valid @RequestBody UpdateProductRequest request) {
        return products.update(id, request.name(), request.priceCents())
                .map(ProductResponse::from)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @DeleteMapping("/{id}")
// ... existing code ...
