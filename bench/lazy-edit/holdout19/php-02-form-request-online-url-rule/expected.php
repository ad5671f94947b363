<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class StoreEventRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('create', \App\Models\Event::class);
    }

    public function rules(): array
    {
        return [
            'title' => ['required', 'string', 'max:150'],
            'description' => ['nullable', 'string', 'max:5000'],
            'starts_at' => ['required', 'date', 'after:now'],
            'ends_at' => ['required', 'date', 'after:starts_at'],
            'venue_id' => ['nullable', 'integer', Rule::exists('venues', 'id')],
            'online_url' => ['nullable', 'url', 'required_without:venue_id'],
            'capacity' => ['nullable', 'integer', 'min:1', 'max:50000'],
            'visibility' => ['required', Rule::in(['public', 'unlisted', 'private'])],
            'tags' => ['array', 'max:10'],
            'tags.*' => ['string', 'max:30'],
        ];
    }

    public function messages(): array
    {
        return [
            'starts_at.after' => 'The event must start in the future.',
            'ends_at.after' => 'The event must end after it starts.',
            'online_url.required_without' => 'Provide a venue or an online link.',
        ];
    }

    protected function prepareForValidation(): void
    {
        $this->merge([
            'title' => trim((string) $this->input('title')),
            'tags' => array_values(array_unique(array_map('strtolower', $this->input('tags', [])))),
        ]);
    }
}
