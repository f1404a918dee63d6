package etp

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

type delivery struct {
	header http.Header
	body   []byte
}

// A real delivery: the live server signs a test event sent to a receiver this test runs.
func webhookFixture(t *testing.T) (*Client, *WebhookEndpointWithSecret, func() delivery) {
	t.Helper()
	c, _ := live(t)
	ctx := context.Background()
	received := make(chan delivery, 4)
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		received <- delivery{r.Header.Clone(), body}
		w.WriteHeader(http.StatusOK)
	}))
	t.Cleanup(receiver.Close)
	endpoint, err := c.CreateWebhookEndpoint(ctx, WebhookEndpointCreateRequest{URL: receiver.URL + "/hooks", EventTypes: []WebhookEventTypesItem{WebhookEventTypesItemOrderUpdated}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	id := endpoint.ID
	t.Cleanup(func() { _, _ = c.DeleteWebhookEndpoint(context.Background(), id, nil) })
	next := func() delivery {
		if _, err := c.TestWebhookEndpoint(ctx, id, nil); err != nil {
			t.Fatal(err)
		}
		select {
		case d := <-received:
			return d
		case <-time.After(15 * time.Second):
			t.Fatal("no delivery within 15s")
			return delivery{}
		}
	}
	return c, endpoint, next
}

func TestLiveWebhookVerification(t *testing.T) {
	_, endpoint, next := webhookFixture(t)
	secret := endpoint.Secret
	d := next()
	if err := VerifyWebhook(d.body, d.header, secret); err != nil {
		t.Fatalf("real delivery refused: %v", err)
	}
	if !strings.Contains(string(d.body), "webhook_endpoint.test") {
		t.Fatalf("unexpected event: %s", d.body)
	}
	tampered := []byte(strings.Replace(string(d.body), "webhook_endpoint.test", "webhook_endpoint.tost", 1))
	if err := VerifyWebhook(tampered, d.header, secret); !errors.Is(err, ErrWebhookVerification) {
		t.Fatalf("tampered body accepted: %v", err)
	}
	if err := VerifyWebhook(d.body, d.header, "whsec_"+strings.Repeat("A", 44)); !errors.Is(err, ErrWebhookVerification) {
		t.Fatalf("wrong secret accepted: %v", err)
	}
	otherID := d.header.Clone()
	otherID.Set("Webhook-Id", d.header.Get("Webhook-Id")+"x")
	if err := VerifyWebhook(d.body, otherID, secret); !errors.Is(err, ErrWebhookVerification) {
		t.Fatalf("changed webhook-id accepted: %v", err)
	}
	sent, _ := strconv.ParseInt(d.header.Get("Webhook-Timestamp"), 10, 64)
	at := time.Unix(sent, 0)
	if err := VerifyWebhookAt(d.body, d.header, at.Add(299*time.Second), DefaultWebhookTolerance, secret); err != nil {
		t.Fatalf("within tolerance refused: %v", err)
	}
	for _, skew := range []time.Duration{301 * time.Second, -301 * time.Second} {
		if err := VerifyWebhookAt(d.body, d.header, at.Add(skew), DefaultWebhookTolerance, secret); !errors.Is(err, ErrWebhookVerification) {
			t.Fatalf("timestamp off by %v accepted: %v", skew, err)
		}
	}
}

func TestLiveWebhookRotationSignsWithBothSecrets(t *testing.T) {
	c, endpoint, next := webhookFixture(t)
	old := endpoint.Secret
	rotated, err := c.RotateWebhookEndpointSecret(context.Background(), endpoint.ID, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := next()
	if n := len(strings.Split(d.header.Get("Webhook-Signature"), " ")); n != 2 {
		t.Fatalf("want two signatures during the overlap, got %d", n)
	}
	for _, secret := range []string{old, rotated.Secret} {
		if err := VerifyWebhook(d.body, d.header, secret); err != nil {
			t.Fatalf("signature of one secret refused: %v", err)
		}
	}
	deliveries, err := c.ListWebhookDeliveries(context.Background(), endpoint.ID, nil)
	if err != nil || len(deliveries.Deliveries) == 0 {
		t.Fatalf("deliveries: %+v %v", deliveries, err)
	}
}
