<?php

namespace App\Service;

class Mailer
{
    public function __construct(private Transport $transport)
    {
    }

    public function send($to, $subject, $body)
    {
        $this->transport->deliver($to, $subject, $body);
    }
}
