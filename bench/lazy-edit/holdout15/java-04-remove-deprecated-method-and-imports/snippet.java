package com.example.catalog.client;

import com.example.catalog.dto.ProductDto;
import com.example.catalog.dto.ProductPage;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.web.client.RestClient;

public class CatalogClient {

    private final RestClient restClient;

    public CatalogClient(RestClient.Builder builder, URI baseUri) {
        this.restClient = builder.baseUrl(baseUri.toString()).build();
    }

    // ... existing code ...

    public ProductPage listProducts(int page, int size) {
        // ... existing code ...
    }

    public List<ProductDto> findBySkus(List<String> skus) {
        // ... existing code ...
    }

    // ... existing code ...
}
