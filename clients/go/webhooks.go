package etp

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Standard Webhooks signature verification for the API's deliveries: HMAC-SHA256 over
// "{webhook-id}.{webhook-timestamp}.{body}" keyed with the secret's bytes (base64 after "whsec_");
// the webhook-signature header holds "v1,<base64>" entries separated by spaces (one per secret
// while a rotation overlaps).

// DefaultWebhookTolerance: deliveries whose timestamp is further from now are refused (replays).
const DefaultWebhookTolerance = 5 * time.Minute

// ErrWebhookVerification is returned (wrapped) when a delivery must not be trusted.
var ErrWebhookVerification = errors.New("etp: webhook verification failed")

func verificationError(reason string) error {
	return &webhookError{reason: reason}
}

type webhookError struct{ reason string }

func (e *webhookError) Error() string { return ErrWebhookVerification.Error() + ": " + e.reason }
func (e *webhookError) Unwrap() error { return ErrWebhookVerification }

// VerifyWebhook checks a delivery's signature and timestamp against now and the default
// tolerance. payload is the raw body as received; secrets are every secret that may be in use
// (old and new during a rotation).
func VerifyWebhook(payload []byte, header http.Header, secrets ...string) error {
	return VerifyWebhookAt(payload, header, time.Now(), DefaultWebhookTolerance, secrets...)
}

// VerifyWebhookAt is VerifyWebhook with the clock and tolerance given.
func VerifyWebhookAt(payload []byte, header http.Header, now time.Time, tolerance time.Duration, secrets ...string) error {
	id, timestamp, signatures := header.Get("Webhook-Id"), header.Get("Webhook-Timestamp"), header.Get("Webhook-Signature")
	if id == "" || timestamp == "" || signatures == "" {
		return verificationError("missing webhook-id, webhook-timestamp or webhook-signature header")
	}
	seconds, err := strconv.ParseInt(timestamp, 10, 64)
	if err != nil {
		return verificationError("invalid webhook-timestamp")
	}
	if age := now.Sub(time.Unix(seconds, 0)); age > tolerance || age < -tolerance {
		return verificationError("webhook-timestamp outside the tolerance")
	}
	var given [][]byte
	for _, entry := range strings.Split(signatures, " ") {
		if !strings.HasPrefix(entry, "v1,") {
			continue
		}
		if sig, err := base64.StdEncoding.DecodeString(entry[3:]); err == nil {
			given = append(given, sig)
		}
	}
	for _, secret := range secrets {
		key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
		if err != nil {
			return verificationError("secret is not base64 after whsec_")
		}
		mac := hmac.New(sha256.New, key)
		mac.Write([]byte(id + "." + timestamp + "."))
		mac.Write(payload)
		expected := mac.Sum(nil)
		for _, sig := range given {
			if hmac.Equal(sig, expected) { // constant time
				return nil
			}
		}
	}
	return verificationError("no matching signature")
}
