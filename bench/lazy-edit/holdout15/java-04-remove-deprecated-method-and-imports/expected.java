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

    public ProductDto getProduct(String sku) {
        return restClient.get()
                .uri("/products/{sku}", sku)
                .retrieve()
                .body(ProductDto.class);
    }

    public ProductPage listProducts(int page, int size) {
        return restClient.get()
                .uri(uriBuilder -> uriBuilder.path("/products")
                        .queryParam("page", page)
                        .queryParam("size", size)
                        .build())
                .retrieve()
                .body(ProductPage.class);
    }

    public List<ProductDto> findBySkus(List<String> skus) {
        return restClient.post()
                .uri("/products/lookup")
                .body(Map.of("skus", skus))
                .retrieve()
                .body(new ParameterizedTypeReference<List<ProductDto>>() {});
    }

    public void updatePrice(String sku, long priceCents) {
        restClient.put()
                .uri("/products/{sku}/price", sku)
                .body(Map.of("priceCents", priceCents))
                .retrieve()
                .toBodilessEntity();
    }
}
