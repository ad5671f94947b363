<?php

namespace App\Service;

class Mailer
{
    public function __construct(private Transport $transport)
    {
    }

    public function send(string $to, string $subject, string $body): void
    {
        if (!filter_var($to, FILTER_VALIDATE_EMAIL)) {
            throw new \InvalidArgumentException("bad address: $to");
        }
        $this->transport->deliver($to, $subject, $body);
    }
}
