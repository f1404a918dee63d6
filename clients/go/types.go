// Generated from openapi.yaml by `npm run clients:generate`. Do not edit.

package etp

import "encoding/json"

// ApiKey: An API key, without its secret.
type ApiKey struct {
	ID           string   `json:"id"`
	Name         string   `json:"name"`
	Prefix       string   `json:"prefix"`
	Mode         Mode     `json:"mode"`
	Livemode     bool     `json:"livemode"`
	Scopes       []Scope  `json:"scopes"`
	AllowedCidrs []string `json:"allowed_cidrs"`
	CreatedAt    string   `json:"created_at"`
	LastUsedAt   *string  `json:"last_used_at"`
	ExpiresAt    *string  `json:"expires_at"`
	RevokedAt    *string  `json:"revoked_at"`
	ReplacedBy   *string  `json:"replaced_by"`
}

// ApiKeyCreateRequest is a schema of the contract.
type ApiKeyCreateRequest struct {
	Name         *string  `json:"name,omitempty"`
	Scopes       []Scope  `json:"scopes"`
	AllowedCidrs []string `json:"allowed_cidrs,omitempty"`
	ExpiresAt    *string  `json:"expires_at,omitempty"`
}

// ApiKeyListResponse is a schema of the contract.
type ApiKeyListResponse struct {
	Status string                 `json:"status"`
	Data   ApiKeyListResponseData `json:"data"`
}

// ApiKeyListResponseData is a schema of the contract.
type ApiKeyListResponseData struct {
	APIKeys []ApiKey `json:"api_keys"`
	Total   int64    `json:"total"`
	Page    int64    `json:"page"`
	Limit   int64    `json:"limit"`
	HasMore bool     `json:"has_more"`
}

// ApiKeyResponse is a schema of the contract.
type ApiKeyResponse struct {
	Status string `json:"status"`
	Data   ApiKey `json:"data"`
}

// ApiKeyRotateRequest is a schema of the contract.
type ApiKeyRotateRequest struct {
	OldKeyExpiresIn *int64 `json:"old_key_expires_in,omitempty"`
}

// ApiKeyRotationResponse is a schema of the contract.
type ApiKeyRotationResponse struct {
	Status string                     `json:"status"`
	Data   ApiKeyRotationResponseData `json:"data"`
}

// ApiKeyRotationResponseData is a schema of the contract.
type ApiKeyRotationResponseData struct {
	APIKey      ApiKeyWithSecret `json:"api_key"`
	ReplacedKey ApiKey           `json:"replaced_key"`
}

// ApiKeyWithSecret: An API key with its secret, returned once when it is made.
type ApiKeyWithSecret struct {
	ID           string   `json:"id"`
	Name         string   `json:"name"`
	Prefix       string   `json:"prefix"`
	Mode         Mode     `json:"mode"`
	Livemode     bool     `json:"livemode"`
	Scopes       []Scope  `json:"scopes"`
	AllowedCidrs []string `json:"allowed_cidrs"`
	CreatedAt    string   `json:"created_at"`
	LastUsedAt   *string  `json:"last_used_at"`
	ExpiresAt    *string  `json:"expires_at"`
	RevokedAt    *string  `json:"revoked_at"`
	ReplacedBy   *string  `json:"replaced_by"`
	Secret       string   `json:"secret"`
}

// ApiKeyWithSecretResponse is a schema of the contract.
type ApiKeyWithSecretResponse struct {
	Status string           `json:"status"`
	Data   ApiKeyWithSecret `json:"data"`
}

// Buyer: A foreign buyer.
type Buyer struct {
	ID              string       `json:"id"`
	Name            string       `json:"name"`
	Country         string       `json:"country"`
	City            string       `json:"city"`
	Sector          string       `json:"sector"`
	SectorCode      SectorCode   `json:"sector_code"`
	HSCodes         []string     `json:"hs_codes"`
	AIScore         int64        `json:"ai_score"`
	AnnualImport    string       `json:"annual_import"`
	AnnualImportUSD int64        `json:"annual_import_usd"`
	FoundedYear     *int64       `json:"founded_year"`
	Employees       *int64       `json:"employees"`
	Verified        bool         `json:"verified"`
	Livemode        bool         `json:"livemode"`
	Synthetic       bool         `json:"synthetic"`
	Source          BuyerSource  `json:"source"`
	Contact         BuyerContact `json:"contact"`
}

// BuyerAlert: A saved buyer search: when a buyer is added or changes (import, or the sandbox simulator) and newly matches these filters with at least min_score, one buyer.matched event is raised for this alert (...
type BuyerAlert struct {
	ID          string  `json:"id"`
	Object      string  `json:"object"`
	Country     *string `json:"country"`
	Sector      *string `json:"sector"`
	HSCode      *string `json:"hs_code"`
	Q           *string `json:"q"`
	MinScore    int64   `json:"min_score"`
	Description *string `json:"description"`
	Livemode    bool    `json:"livemode"`
	CreatedAt   string  `json:"created_at"`
}

// BuyerAlertCreateRequest is a schema of the contract.
type BuyerAlertCreateRequest struct {
	Country     *string `json:"country,omitempty"`
	Sector      *string `json:"sector,omitempty"`
	HSCode      *string `json:"hs_code,omitempty"`
	Q           *string `json:"q,omitempty"`
	MinScore    int64   `json:"min_score"`
	Description *string `json:"description,omitempty"`
}

// BuyerAlertDeletedResponse is a schema of the contract.
type BuyerAlertDeletedResponse struct {
	Status string                        `json:"status"`
	Data   BuyerAlertDeletedResponseData `json:"data"`
}

// BuyerAlertDeletedResponseData is a schema of the contract.
type BuyerAlertDeletedResponseData struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Deleted bool   `json:"deleted"`
}

// BuyerAlertListResponse is a schema of the contract.
type BuyerAlertListResponse struct {
	Status string                     `json:"status"`
	Data   BuyerAlertListResponseData `json:"data"`
}

// BuyerAlertListResponseData is a schema of the contract.
type BuyerAlertListResponseData struct {
	Alerts  []BuyerAlert `json:"alerts"`
	Total   int64        `json:"total"`
	Page    int64        `json:"page"`
	Limit   int64        `json:"limit"`
	HasMore bool         `json:"has_more"`
}

// BuyerAlertResponse is a schema of the contract.
type BuyerAlertResponse struct {
	Status string     `json:"status"`
	Data   BuyerAlert `json:"data"`
}

// BuyerContact: How to reach the company: its postal address, website, general e-mail and telephone, each null when the record has none, each with its source and the date it was last checked (checked_on).
type BuyerContact struct {
	Address *BuyerContactAddress `json:"address"`
	Website *BuyerContactWebsite `json:"website"`
	Email   *BuyerContactEmail   `json:"email"`
	Phone   *BuyerContactPhone   `json:"phone"`
}

// BuyerContactAddress: The company's postal address; city and country are the buyer's own.
type BuyerContactAddress struct {
	Street     string  `json:"street"`
	PostalCode *string `json:"postal_code"`
	City       string  `json:"city"`
	Country    string  `json:"country"`
	Source     string  `json:"source"`
	CheckedOn  *string `json:"checked_on"`
}

// BuyerContactEmail: The company's general e-mail address (a role address such as sales@ or info@; never a person's).
type BuyerContactEmail struct {
	Address   string  `json:"address"`
	Source    string  `json:"source"`
	CheckedOn *string `json:"checked_on"`
}

// BuyerContactPhone: The company's general telephone number.
type BuyerContactPhone struct {
	Number    string  `json:"number"`
	Source    string  `json:"source"`
	CheckedOn *string `json:"checked_on"`
}

// BuyerContactWebsite: The company's website.
type BuyerContactWebsite struct {
	URL       string  `json:"url"`
	Source    string  `json:"source"`
	CheckedOn *string `json:"checked_on"`
}

// BuyerDetail: A buyer with the explanation of its score.
type BuyerDetail struct {
	ID              string                `json:"id"`
	Name            string                `json:"name"`
	Country         string                `json:"country"`
	City            string                `json:"city"`
	Sector          string                `json:"sector"`
	SectorCode      SectorCode            `json:"sector_code"`
	HSCodes         []string              `json:"hs_codes"`
	AIScore         int64                 `json:"ai_score"`
	AnnualImport    string                `json:"annual_import"`
	AnnualImportUSD int64                 `json:"annual_import_usd"`
	FoundedYear     *int64                `json:"founded_year"`
	Employees       *int64                `json:"employees"`
	Verified        bool                  `json:"verified"`
	Livemode        bool                  `json:"livemode"`
	Synthetic       bool                  `json:"synthetic"`
	Source          BuyerSource           `json:"source"`
	Contact         BuyerContact          `json:"contact"`
	ScoreBasis      BuyerDetailScoreBasis `json:"score_basis"`
	ScoreFactors    []ScoreFactor         `json:"score_factors"`
}

// BuyerDetailResponse is a schema of the contract.
type BuyerDetailResponse struct {
	Status string      `json:"status"`
	Data   BuyerDetail `json:"data"`
}

// BuyerDetailScoreBasis: profile when the caller has an exporter profile, else generic.
type BuyerDetailScoreBasis string

// The values of BuyerDetailScoreBasis.
const (
	BuyerDetailScoreBasisProfile BuyerDetailScoreBasis = "profile"
	BuyerDetailScoreBasisGeneric BuyerDetailScoreBasis = "generic"
)

// BuyerMatchedEvent is a schema of the contract.
type BuyerMatchedEvent struct {
	Type      string                `json:"type"`
	Timestamp string                `json:"timestamp"`
	Data      BuyerMatchedEventData `json:"data"`
}

// BuyerMatchedEventData is a schema of the contract.
type BuyerMatchedEventData struct {
	ID         string                          `json:"id"`
	Livemode   bool                            `json:"livemode"`
	AlertID    string                          `json:"alert_id"`
	Buyer      Buyer                           `json:"buyer"`
	ScoreBasis BuyerMatchedEventDataScoreBasis `json:"score_basis"`
}

// BuyerMatchedEventDataScoreBasis is a schema of the contract.
type BuyerMatchedEventDataScoreBasis string

// The values of BuyerMatchedEventDataScoreBasis.
const (
	BuyerMatchedEventDataScoreBasisProfile BuyerMatchedEventDataScoreBasis = "profile"
	BuyerMatchedEventDataScoreBasisGeneric BuyerMatchedEventDataScoreBasis = "generic"
)

// BuyerSearchBody: The JSON-body form of the buyer search filters.
type BuyerSearchBody struct {
	Country    *string `json:"country,omitempty"`
	Sector     *string `json:"sector,omitempty"`
	HSCode     *string `json:"hs_code,omitempty"`
	MinScore   *int64  `json:"min_score,omitempty"`
	Q          *string `json:"q,omitempty"`
	HasContact *bool   `json:"has_contact,omitempty"`
	Limit      *int64  `json:"limit,omitempty"`
	Page       *int64  `json:"page,omitempty"`
}

// BuyerSearchResponse is a schema of the contract.
type BuyerSearchResponse struct {
	Status string                  `json:"status"`
	Data   BuyerSearchResponseData `json:"data"`
}

// BuyerSearchResponseData is a schema of the contract.
type BuyerSearchResponseData struct {
	Buyers  []Buyer `json:"buyers"`
	Total   int64   `json:"total"`
	Page    int64   `json:"page"`
	Limit   int64   `json:"limit"`
	HasMore bool    `json:"has_more"`
}

// BuyerSource: Where the buyer record comes from, and what its figures stand for.
type BuyerSource struct {
	Kind              BuyerSourceKind              `json:"kind"`
	Name              *string                      `json:"name"`
	Year              *int64                       `json:"year"`
	AnnualImportBasis BuyerSourceAnnualImportBasis `json:"annual_import_basis"`
}

// BuyerSourceAnnualImportBasis: synthetic: annual_import_usd is invented, of a size the country's statistic makes plausible; it describes no real company.
type BuyerSourceAnnualImportBasis string

// The values of BuyerSourceAnnualImportBasis.
const (
	BuyerSourceAnnualImportBasisSynthetic BuyerSourceAnnualImportBasis = "synthetic"
	BuyerSourceAnnualImportBasisReported  BuyerSourceAnnualImportBasis = "reported"
)

// BuyerSourceKind: sandbox_generator: made by the sandbox generator (test mode).
type BuyerSourceKind string

// The values of BuyerSourceKind.
const (
	BuyerSourceKindSandboxGenerator BuyerSourceKind = "sandbox_generator"
	BuyerSourceKindImport           BuyerSourceKind = "import"
)

// ChargeName: A line between the goods and the Incoterm price on an invoice: a cost of the journey (CostName), or duty and import_vat under DDP.
type ChargeName string

// The values of ChargeName.
const (
	ChargeNameExportClearance      ChargeName = "export_clearance"
	ChargeNameOriginInland         ChargeName = "origin_inland"
	ChargeNameMainFreight          ChargeName = "main_freight"
	ChargeNameInsurance            ChargeName = "insurance"
	ChargeNameDestinationUnloading ChargeName = "destination_unloading"
	ChargeNameDestinationInland    ChargeName = "destination_inland"
	ChargeNameImportClearance      ChargeName = "import_clearance"
	ChargeNameDuty                 ChargeName = "duty"
	ChargeNameImportVAT            ChargeName = "import_vat"
)

// ClassificationCandidate is a schema of the contract.
type ClassificationCandidate struct {
	HSCode              string              `json:"hs_code"`
	NationalCode        *string             `json:"national_code"`
	NationalDescription *string             `json:"national_description"`
	Section             ClassificationLevel `json:"section"`
	Chapter             ClassificationLevel `json:"chapter"`
	Heading             ClassificationLevel `json:"heading"`
	Subheading          ClassificationLevel `json:"subheading"`
	Score               float64             `json:"score"`
	Why                 []string            `json:"why"`
}

// ClassificationConfidencePrecision: What the answer's confidence level meant when it was measured: the share of the answers at that level, on a set of real customs rulings, whose first candidate was the ruling's code.
type ClassificationConfidencePrecision struct {
	Level           ClassificationConfidencePrecisionLevel `json:"level"`
	Precision6Digit *float64                               `json:"precision_6_digit"`
	Precision4Digit *float64                               `json:"precision_4_digit"`
	SampleSize      int64                                  `json:"sample_size"`
	HeldOut         ClassificationHeldOutPrecision         `json:"held_out"`
	MeasuredOn      string                                 `json:"measured_on"`
	MeasuredAt      string                                 `json:"measured_at"`
}

// ClassificationConfidencePrecisionLevel: The answer's confidence.
type ClassificationConfidencePrecisionLevel string

// The values of ClassificationConfidencePrecisionLevel.
const (
	ClassificationConfidencePrecisionLevelHigh   ClassificationConfidencePrecisionLevel = "high"
	ClassificationConfidencePrecisionLevelMedium ClassificationConfidencePrecisionLevel = "medium"
	ClassificationConfidencePrecisionLevelLow    ClassificationConfidencePrecisionLevel = "low"
	ClassificationConfidencePrecisionLevelNone   ClassificationConfidencePrecisionLevel = "none"
)

// ClassificationHeldOutPrecision: The level's precision on rulings its thresholds were not chosen on (cross-half): the development set split in two halves, each half's answers levelled with the thresholds chosen on the other half, ...
type ClassificationHeldOutPrecision struct {
	Precision6Digit *float64 `json:"precision_6_digit"`
	Precision4Digit *float64 `json:"precision_4_digit"`
	SampleSize      int64    `json:"sample_size"`
}

// ClassificationLevel is a schema of the contract.
type ClassificationLevel struct {
	Code            string   `json:"code"`
	Description     string   `json:"description"`
	DescriptionLang Language `json:"description_lang"`
}

// ClassificationNationalSchedule: Where national_code comes from: a tariff schedule of GET /customs/tariffs (us_hts, eu_cet, uk_global_tariff, jp_customs_tariff, vn_import_tariff, hk_dutiable_commodities, sg_customs_duties, cn_impo...
type ClassificationNationalSchedule string

// The values of ClassificationNationalSchedule.
const (
	ClassificationNationalScheduleUSHts                 ClassificationNationalSchedule = "us_hts"
	ClassificationNationalScheduleEUCet                 ClassificationNationalSchedule = "eu_cet"
	ClassificationNationalScheduleUKGlobalTariff        ClassificationNationalSchedule = "uk_global_tariff"
	ClassificationNationalScheduleKrHsk                 ClassificationNationalSchedule = "kr_hsk"
	ClassificationNationalScheduleJpCustomsTariff       ClassificationNationalSchedule = "jp_customs_tariff"
	ClassificationNationalScheduleVnImportTariff        ClassificationNationalSchedule = "vn_import_tariff"
	ClassificationNationalScheduleHkDutiableCommodities ClassificationNationalSchedule = "hk_dutiable_commodities"
	ClassificationNationalScheduleSgCustomsDuties       ClassificationNationalSchedule = "sg_customs_duties"
	ClassificationNationalScheduleCnImportTariff        ClassificationNationalSchedule = "cn_import_tariff"
)

// ClassificationResult is a schema of the contract.
type ClassificationResult struct {
	Candidates          []ClassificationCandidate         `json:"candidates"`
	Confidence          ClassificationResultConfidence    `json:"confidence"`
	ConfidencePrecision ClassificationConfidencePrecision `json:"confidence_precision"`
	DescriptionLanguage Language                          `json:"description_language"`
	ResponseLanguage    Language                          `json:"response_language"`
	Destination         *string                           `json:"destination"`
	NationalSchedule    *ClassificationNationalSchedule   `json:"national_schedule"`
	Truncated           bool                              `json:"truncated"`
	Notice              string                            `json:"notice"`
}

// ClassificationResultConfidence: How far the first candidate can be trusted, each level defined by how often it was right on a set of real customs rulings (confidence_precision states the figures, on the whole development set and ...
type ClassificationResultConfidence string

// The values of ClassificationResultConfidence.
const (
	ClassificationResultConfidenceHigh   ClassificationResultConfidence = "high"
	ClassificationResultConfidenceMedium ClassificationResultConfidence = "medium"
	ClassificationResultConfidenceLow    ClassificationResultConfidence = "low"
	ClassificationResultConfidenceNone   ClassificationResultConfidence = "none"
)

// ClassifyRequest is a schema of the contract.
type ClassifyRequest struct {
	Description string    `json:"description"`
	Destination *string   `json:"destination,omitempty"`
	Language    *Language `json:"language,omitempty"`
	Limit       *int64    `json:"limit,omitempty"`
}

// ClassifyResponse is a schema of the contract.
type ClassifyResponse struct {
	Status string               `json:"status"`
	Data   ClassificationResult `json:"data"`
}

// CostName: A cost of the journey from the seller's premises to the buyer's, in the order of the journey.
type CostName string

// The values of CostName.
const (
	CostNameExportClearance      CostName = "export_clearance"
	CostNameOriginInland         CostName = "origin_inland"
	CostNameMainFreight          CostName = "main_freight"
	CostNameInsurance            CostName = "insurance"
	CostNameDestinationUnloading CostName = "destination_unloading"
	CostNameDestinationInland    CostName = "destination_inland"
	CostNameImportClearance      CostName = "import_clearance"
)

// CostPayer: Who carries a cost under the Incoterm (Incoterms 2020).
type CostPayer string

// The values of CostPayer.
const (
	CostPayerSeller CostPayer = "seller"
	CostPayerBuyer  CostPayer = "buyer"
)

// Document is a schema of the contract.
type Document struct {
	ID          string         `json:"id"`
	Object      string         `json:"object"`
	Type        DocumentType   `json:"type"`
	Status      DocumentStatus `json:"status"`
	Number      string         `json:"number"`
	Language    Language       `json:"language"`
	OrderID     *string        `json:"order_id"`
	QuoteID     *string        `json:"quote_id"`
	Pages       int64          `json:"pages"`
	SizeBytes   int64          `json:"size_bytes"`
	Sha256      string         `json:"sha256"`
	Livemode    bool           `json:"livemode"`
	CreatedAt   string         `json:"created_at"`
	Total       Money          `json:"total"`
	Price       DocumentPrice  `json:"price"`
	DownloadURL string         `json:"download_url"`
}

// DocumentCreatedEvent is a schema of the contract.
type DocumentCreatedEvent struct {
	Type      string                   `json:"type"`
	Timestamp string                   `json:"timestamp"`
	Data      DocumentCreatedEventData `json:"data"`
}

// DocumentCreatedEventData is a schema of the contract.
type DocumentCreatedEventData struct {
	ID       string                           `json:"id"`
	Livemode bool                             `json:"livemode"`
	Document DocumentCreatedEventDataDocument `json:"document"`
}

// DocumentCreatedEventDataDocument is a schema of the contract.
type DocumentCreatedEventDataDocument struct {
	ID        string       `json:"id"`
	Type      DocumentType `json:"type"`
	Status    string       `json:"status"`
	Number    string       `json:"number"`
	CreatedAt string       `json:"created_at"`
}

// DocumentCreateRequest: What to print.
type DocumentCreateRequest struct {
	Type            DocumentType      `json:"type"`
	OrderID         *string           `json:"order_id,omitempty"`
	QuoteID         *string           `json:"quote_id,omitempty"`
	BuyerID         *string           `json:"buyer_id,omitempty"`
	Exporter        *Party            `json:"exporter,omitempty"`
	Importer        *Party            `json:"importer,omitempty"`
	Items           []DocumentItem    `json:"items,omitempty"`
	Packages        []DocumentPackage `json:"packages,omitempty"`
	Incoterm        *Incoterm         `json:"incoterm,omitempty"`
	Costs           *PricingCosts     `json:"costs,omitempty"`
	TransportMode   *TransportMode    `json:"transport_mode,omitempty"`
	NamedPlace      *string           `json:"named_place,omitempty"`
	Currency        *string           `json:"currency,omitempty"`
	PaymentTerms    *string           `json:"payment_terms,omitempty"`
	PortOfLoading   *string           `json:"port_of_loading,omitempty"`
	PortOfDischarge *string           `json:"port_of_discharge,omitempty"`
	VesselOrFlight  *string           `json:"vessel_or_flight,omitempty"`
	DepartureDate   *string           `json:"departure_date,omitempty"`
	Agreement       *string           `json:"agreement,omitempty"`
	Reference       *string           `json:"reference,omitempty"`
	Remarks         *string           `json:"remarks,omitempty"`
	Language        *Language         `json:"language,omitempty"`
}

// DocumentItem: An item line given inline.
type DocumentItem struct {
	Description     string     `json:"description"`
	HSCode          string     `json:"hs_code"`
	Quantity        string     `json:"quantity"`
	Unit            string     `json:"unit"`
	UnitPrice       MoneyInput `json:"unit_price"`
	NetWeightKg     *string    `json:"net_weight_kg,omitempty"`
	GrossWeightKg   *string    `json:"gross_weight_kg,omitempty"`
	OriginCountry   *string    `json:"origin_country,omitempty"`
	OriginCriterion *string    `json:"origin_criterion,omitempty"`
}

// DocumentListResponse is a schema of the contract.
type DocumentListResponse struct {
	Status string                   `json:"status"`
	Data   DocumentListResponseData `json:"data"`
}

// DocumentListResponseData is a schema of the contract.
type DocumentListResponseData struct {
	Documents []Document `json:"documents"`
	Total     int64      `json:"total"`
	Page      int64      `json:"page"`
	Limit     int64      `json:"limit"`
	HasMore   bool       `json:"has_more"`
}

// DocumentPackage: One line of packages: count packages of one kind, alike.
type DocumentPackage struct {
	Count                int64                         `json:"count"`
	Kind                 string                        `json:"kind"`
	Description          *string                       `json:"description,omitempty"`
	Marks                *string                       `json:"marks,omitempty"`
	Numbers              *DocumentPackageNumbers       `json:"numbers,omitempty"`
	Contents             []DocumentPackageContentsItem `json:"contents,omitempty"`
	PackageNetWeightKg   *string                       `json:"package_net_weight_kg,omitempty"`
	PackageGrossWeightKg *string                       `json:"package_gross_weight_kg,omitempty"`
	NetWeightKg          *string                       `json:"net_weight_kg,omitempty"`
	GrossWeightKg        *string                       `json:"gross_weight_kg,omitempty"`
	LengthCm             string                        `json:"length_cm"`
	WidthCm              string                        `json:"width_cm"`
	HeightCm             string                        `json:"height_cm"`
}

// DocumentPackageContentsItem is a schema of the contract.
type DocumentPackageContentsItem struct {
	ItemIndex int64  `json:"item_index"`
	Quantity  string `json:"quantity"`
}

// DocumentPackageNumbers: The package numbers of the line (C/NO.
type DocumentPackageNumbers struct {
	First int64 `json:"first"`
	Last  int64 `json:"last"`
}

// DocumentPrice: How the document's total is made, as an invoice prints it.
type DocumentPrice struct {
	Basis      DocumentPriceBasis         `json:"basis"`
	GoodsValue Money                      `json:"goods_value"`
	Charges    []DocumentPriceChargesItem `json:"charges"`
	Total      Money                      `json:"total"`
}

// DocumentPriceBasis is a schema of the contract.
type DocumentPriceBasis string

// The values of DocumentPriceBasis.
const (
	DocumentPriceBasisIncoterm    DocumentPriceBasis = "incoterm"
	DocumentPriceBasisItemAmounts DocumentPriceBasis = "item_amounts"
)

// DocumentPriceChargesItem is a schema of the contract.
type DocumentPriceChargesItem struct {
	Cost   ChargeName `json:"cost"`
	Amount Money      `json:"amount"`
}

// DocumentResponse is a schema of the contract.
type DocumentResponse struct {
	Status string   `json:"status"`
	Data   Document `json:"data"`
}

// DocumentStatus is a schema of the contract.
type DocumentStatus string

// The values of DocumentStatus.
const (
	DocumentStatusReady DocumentStatus = "ready"
)

// DocumentType: The export document: commercial_invoice (CI), proforma_invoice (PI), packing_list (PL), certificate_of_origin_application (CO, the exporter's application to the issuing body) and shipping_instructi...
type DocumentType string

// The values of DocumentType.
const (
	DocumentTypeCommercialInvoice              DocumentType = "commercial_invoice"
	DocumentTypeProformaInvoice                DocumentType = "proforma_invoice"
	DocumentTypePackingList                    DocumentType = "packing_list"
	DocumentTypeCertificateOfOriginApplication DocumentType = "certificate_of_origin_application"
	DocumentTypeShippingInstructions           DocumentType = "shipping_instructions"
)

// ErrorResponse is a schema of the contract.
type ErrorResponse struct {
	Status string             `json:"status"`
	Error  ErrorResponseError `json:"error"`
}

// ErrorResponseError is a schema of the contract.
type ErrorResponseError struct {
	Code      ErrorCode    `json:"code"`
	Message   string       `json:"message"`
	Details   []FieldIssue `json:"details"`
	RequestID string       `json:"request_id"`
	DocURL    string       `json:"doc_url"`
}

// Event: An event as recorded, in the same transaction as the change it reports.
type Event struct {
	ID        string          `json:"id"`
	Object    string          `json:"object"`
	Type      EventType       `json:"type"`
	CreatedAt string          `json:"created_at"`
	Livemode  bool            `json:"livemode"`
	Data      json.RawMessage `json:"data"`
}

// EventListResponse is a schema of the contract.
type EventListResponse struct {
	Status string                `json:"status"`
	Data   EventListResponseData `json:"data"`
}

// EventListResponseData is a schema of the contract.
type EventListResponseData struct {
	Events  []Event `json:"events"`
	Total   int64   `json:"total"`
	Page    int64   `json:"page"`
	Limit   int64   `json:"limit"`
	HasMore bool    `json:"has_more"`
}

// EventResponse is a schema of the contract.
type EventResponse struct {
	Status string `json:"status"`
	Data   Event  `json:"data"`
}

// EventType: What happened.
type EventType string

// The values of EventType.
const (
	EventTypeBuyerMatched         EventType = "buyer.matched"
	EventTypeDocumentCreated      EventType = "document.created"
	EventTypeExchangeRatesUpdated EventType = "exchange_rates.updated"
	EventTypeOrderUpdated         EventType = "order.updated"
	EventTypeQuoteUpdated         EventType = "quote.updated"
	EventTypeShipmentUpdated      EventType = "shipment.updated"
	EventTypeWebhookEndpointTest  EventType = "webhook_endpoint.test"
)

// ExchangeRates is a schema of the contract.
type ExchangeRates struct {
	Base     string            `json:"base"`
	Date     string            `json:"date"`
	Rates    map[string]string `json:"rates"`
	Method   string            `json:"method"`
	Source   string            `json:"source"`
	Warnings []TariffWarning   `json:"warnings"`
}

// ExchangeRatesLoadedFrom: How the day arrived: feed (the server fetched the ECB's daily file itself), import (an operator's npm run import:rates) or bundled (the day shipped with a newer release of the server).
type ExchangeRatesLoadedFrom string

// The values of ExchangeRatesLoadedFrom.
const (
	ExchangeRatesLoadedFromFeed    ExchangeRatesLoadedFrom = "feed"
	ExchangeRatesLoadedFromImport  ExchangeRatesLoadedFrom = "import"
	ExchangeRatesLoadedFromBundled ExchangeRatesLoadedFrom = "bundled"
)

// ExchangeRatesResponse is a schema of the contract.
type ExchangeRatesResponse struct {
	Status string        `json:"status"`
	Data   ExchangeRates `json:"data"`
}

// ExchangeRatesUpdatedEvent is a schema of the contract.
type ExchangeRatesUpdatedEvent struct {
	Type      string                        `json:"type"`
	Timestamp string                        `json:"timestamp"`
	Data      ExchangeRatesUpdatedEventData `json:"data"`
}

// ExchangeRatesUpdatedEventData is a schema of the contract.
type ExchangeRatesUpdatedEventData struct {
	ID            string                                     `json:"id"`
	Livemode      bool                                       `json:"livemode"`
	ExchangeRates ExchangeRatesUpdatedEventDataExchangeRates `json:"exchange_rates"`
}

// ExchangeRatesUpdatedEventDataExchangeRates: The reference rates answers now convert with (those of GET /exchange-rates), as stored: units of each currency per 1 base (EUR for the ECB's own files, USD for the series shipped with the server).
type ExchangeRatesUpdatedEventDataExchangeRates struct {
	Date         string                  `json:"date"`
	PreviousDate *string                 `json:"previous_date"`
	Base         string                  `json:"base"`
	Rates        map[string]string       `json:"rates"`
	Source       string                  `json:"source"`
	LoadedFrom   ExchangeRatesLoadedFrom `json:"loaded_from"`
}

// ExchangeRateUsed is a schema of the contract.
type ExchangeRateUsed struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Rate   string `json:"rate"`
	Date   string `json:"date"`
	Source string `json:"source"`
}

// ExporterProduct is a schema of the contract.
type ExporterProduct struct {
	Name        string  `json:"name"`
	HSCode      string  `json:"hs_code"`
	Description *string `json:"description,omitempty"`
}

// ExporterProfile is a schema of the contract.
type ExporterProfile struct {
	CompanyName     string            `json:"company_name"`
	OriginCountry   string            `json:"origin_country"`
	Products        []ExporterProduct `json:"products"`
	Sectors         []SectorCode      `json:"sectors"`
	TargetCountries []string          `json:"target_countries"`
	UpdatedAt       string            `json:"updated_at"`
}

// ExporterProfileInput is a schema of the contract.
type ExporterProfileInput struct {
	CompanyName     string            `json:"company_name"`
	OriginCountry   string            `json:"origin_country"`
	Products        []ExporterProduct `json:"products"`
	Sectors         []string          `json:"sectors,omitempty"`
	TargetCountries []string          `json:"target_countries,omitempty"`
}

// ExporterProfileResponse is a schema of the contract.
type ExporterProfileResponse struct {
	Status string          `json:"status"`
	Data   ExporterProfile `json:"data"`
}

// FieldIssue is a schema of the contract.
type FieldIssue struct {
	Field string `json:"field"`
	Issue string `json:"issue"`
}

// HealthResponse is a schema of the contract.
type HealthResponse struct {
	Status string             `json:"status"`
	Data   HealthResponseData `json:"data"`
}

// HealthResponseData is a schema of the contract.
type HealthResponseData struct {
	Status        string `json:"status"`
	UptimeSeconds int64  `json:"uptime_seconds"`
}

// HsCodeSearchResponse is a schema of the contract.
type HsCodeSearchResponse struct {
	Status string             `json:"status"`
	Data   HsCodeSearchResult `json:"data"`
}

// HsCodeSearchResult is a schema of the contract.
type HsCodeSearchResult struct {
	HSCodes         []HsCodeSummary `json:"hs_codes"`
	Total           int64           `json:"total"`
	Page            int64           `json:"page"`
	Limit           int64           `json:"limit"`
	HasMore         bool            `json:"has_more"`
	DescriptionLang string          `json:"description_lang"`
}

// HsCodeSummary is a schema of the contract.
type HsCodeSummary struct {
	Code        string  `json:"code"`
	Level       int64   `json:"level"`
	Description string  `json:"description"`
	Section     string  `json:"section"`
	Parent      *string `json:"parent"`
}

// Incoterm: Incoterms 2020 rule.
type Incoterm string

// The values of Incoterm.
const (
	IncotermEXW Incoterm = "EXW"
	IncotermFCA Incoterm = "FCA"
	IncotermFAS Incoterm = "FAS"
	IncotermFOB Incoterm = "FOB"
	IncotermCFR Incoterm = "CFR"
	IncotermCIF Incoterm = "CIF"
	IncotermCPT Incoterm = "CPT"
	IncotermCIP Incoterm = "CIP"
	IncotermDAP Incoterm = "DAP"
	IncotermDPU Incoterm = "DPU"
	IncotermDDP Incoterm = "DDP"
)

// JsonWebKeySet is a schema of the contract.
type JsonWebKeySet struct {
	Keys []JsonWebKeySetKeysItem `json:"keys"`
}

// JsonWebKeySetKeysItem is a schema of the contract.
type JsonWebKeySetKeysItem struct {
	Kty JsonWebKeySetKeysItemKty `json:"kty"`
	Crv *string                  `json:"crv,omitempty"`
	X   *string                  `json:"x,omitempty"`
	Y   *string                  `json:"y,omitempty"`
	Kid string                   `json:"kid"`
	Alg JsonWebKeySetKeysItemAlg `json:"alg"`
	Use string                   `json:"use"`
}

// JsonWebKeySetKeysItemAlg is a schema of the contract.
type JsonWebKeySetKeysItemAlg string

// The values of JsonWebKeySetKeysItemAlg.
const (
	JsonWebKeySetKeysItemAlgES256 JsonWebKeySetKeysItemAlg = "ES256"
	JsonWebKeySetKeysItemAlgEdDSA JsonWebKeySetKeysItemAlg = "EdDSA"
)

// JsonWebKeySetKeysItemKty is a schema of the contract.
type JsonWebKeySetKeysItemKty string

// The values of JsonWebKeySetKeysItemKty.
const (
	JsonWebKeySetKeysItemKtyEC  JsonWebKeySetKeysItemKty = "EC"
	JsonWebKeySetKeysItemKtyOKP JsonWebKeySetKeysItemKty = "OKP"
)

// Language: A language of labels and documents (ISO 639-1).
type Language string

// The values of Language.
const (
	LanguageEn Language = "en"
	LanguageKo Language = "ko"
)

// Market is a schema of the contract.
type Market struct {
	Country   MarketIdentity  `json:"country"`
	Currency  MarketCurrency  `json:"currency"`
	Economy   MarketEconomy   `json:"economy"`
	Trade     MarketTrade     `json:"trade"`
	Logistics MarketLogistics `json:"logistics"`
	Warnings  []TariffWarning `json:"warnings"`
}

// MarketAgreement is a schema of the contract.
type MarketAgreement struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// MarketChapterAverage: The simple average of the ad valorem MFN rates of one HS chapter's national lines (an estimate, never a line rate).
type MarketChapterAverage struct {
	Chapter         string `json:"chapter"`
	Description     string `json:"description"`
	AvgAdValoremPct string `json:"avg_ad_valorem_pct"`
	DutyFreeShare   string `json:"duty_free_share"`
	TariffLines     int64  `json:"tariff_lines"`
	AdValoremLines  int64  `json:"ad_valorem_lines"`
	MaxAdValoremPct string `json:"max_ad_valorem_pct"`
}

// MarketCurrency is a schema of the contract.
type MarketCurrency struct {
	Code       *string        `json:"code"`
	Name       *string        `json:"name"`
	MinorUnits *int64         `json:"minor_units"`
	OtherCodes []string       `json:"other_codes"`
	USDRate    *MarketUsdRate `json:"usd_rate"`
	Reason     *string        `json:"reason"`
}

// MarketEconomy is a schema of the contract.
type MarketEconomy struct {
	Gdp                       MarketMoneyFigure  `json:"gdp"`
	GdpPerCapita              MarketMoneyFigure  `json:"gdp_per_capita"`
	GdpGrowth                 MarketNumberFigure `json:"gdp_growth"`
	Population                MarketNumberFigure `json:"population"`
	Inflation                 MarketNumberFigure `json:"inflation"`
	GoodsImports              MarketMoneyFigure  `json:"goods_imports"`
	GoodsExports              MarketMoneyFigure  `json:"goods_exports"`
	ImportsShareOfGdp         MarketNumberFigure `json:"imports_share_of_gdp"`
	LogisticsPerformanceIndex MarketNumberFigure `json:"logistics_performance_index"`
}

// MarketIdentity is a schema of the contract.
type MarketIdentity struct {
	Code           string   `json:"code"`
	Iso3           string   `json:"iso3"`
	ISONumeric     *string  `json:"iso_numeric"`
	Name           string   `json:"name"`
	NameLang       Language `json:"name_lang"`
	OfficialNameEn string   `json:"official_name_en"`
	Region         *string  `json:"region"`
	Subregion      *string  `json:"subregion"`
	Capital        *string  `json:"capital"`
}

// MarketList is a schema of the contract.
type MarketList struct {
	Markets []MarketSummary `json:"markets"`
	Total   int64           `json:"total"`
	Page    int64           `json:"page"`
	Limit   int64           `json:"limit"`
	HasMore bool            `json:"has_more"`
	Sort    MarketListSort  `json:"sort"`
	Region  *string         `json:"region"`
}

// MarketListResponse is a schema of the contract.
type MarketListResponse struct {
	Status string     `json:"status"`
	Data   MarketList `json:"data"`
}

// MarketListSort is a schema of the contract.
type MarketListSort string

// The values of MarketListSort.
const (
	MarketListSortImports MarketListSort = "imports"
	MarketListSortGdp     MarketListSort = "gdp"
)

// MarketLogistics is a schema of the contract.
type MarketLogistics struct {
	Seaports       []MarketSeaport `json:"seaports"`
	SeaportsSource string          `json:"seaports_source"`
	Reason         *string         `json:"reason"`
}

// MarketMoneyFigure is a schema of the contract.
type MarketMoneyFigure struct {
	Value     *Money  `json:"value"`
	Year      *int64  `json:"year"`
	Indicator string  `json:"indicator"`
	Source    string  `json:"source"`
	Reason    *string `json:"reason"`
}

// MarketNumberFigure is a schema of the contract.
type MarketNumberFigure struct {
	Value     *string                `json:"value"`
	Unit      MarketNumberFigureUnit `json:"unit"`
	Year      *int64                 `json:"year"`
	Indicator string                 `json:"indicator"`
	Source    string                 `json:"source"`
	Reason    *string                `json:"reason"`
}

// MarketNumberFigureUnit is a schema of the contract.
type MarketNumberFigureUnit string

// The values of MarketNumberFigureUnit.
const (
	MarketNumberFigureUnitPercent   MarketNumberFigureUnit = "percent"
	MarketNumberFigureUnitPersons   MarketNumberFigureUnit = "persons"
	MarketNumberFigureUnitIndex1To5 MarketNumberFigureUnit = "index_1_to_5"
)

// MarketResponse is a schema of the contract.
type MarketResponse struct {
	Status string `json:"status"`
	Data   Market `json:"data"`
}

// MarketSeaport is a schema of the contract.
type MarketSeaport struct {
	Unlocode         string                   `json:"unlocode"`
	Name             string                   `json:"name"`
	HarborSize       *MarketSeaportHarborSize `json:"harbor_size"`
	HarborType       *string                  `json:"harbor_type"`
	MaxVesselLengthM *float64                 `json:"max_vessel_length_m"`
	Latitude         float64                  `json:"latitude"`
	Longitude        float64                  `json:"longitude"`
}

// MarketSeaportHarborSize is a schema of the contract.
type MarketSeaportHarborSize string

// The values of MarketSeaportHarborSize.
const (
	MarketSeaportHarborSizeVerySmall MarketSeaportHarborSize = "Very Small"
	MarketSeaportHarborSizeSmall     MarketSeaportHarborSize = "Small"
	MarketSeaportHarborSizeMedium    MarketSeaportHarborSize = "Medium"
	MarketSeaportHarborSizeLarge     MarketSeaportHarborSize = "Large"
)

// MarketSummary is a schema of the contract.
type MarketSummary struct {
	Code         string             `json:"code"`
	Iso3         string             `json:"iso3"`
	Name         string             `json:"name"`
	NameLang     Language           `json:"name_lang"`
	Region       *string            `json:"region"`
	Subregion    *string            `json:"subregion"`
	Currency     *string            `json:"currency"`
	Gdp          MarketMoneyFigure  `json:"gdp"`
	GoodsImports MarketMoneyFigure  `json:"goods_imports"`
	Population   MarketNumberFigure `json:"population"`
}

// MarketTariffFigure is a schema of the contract.
type MarketTariffFigure struct {
	Value  *string `json:"value"`
	Year   *int64  `json:"year"`
	Source string  `json:"source"`
	Reason *string `json:"reason"`
	Note   *string `json:"note"`
}

// MarketTariffSchedule: The national schedule the tariff lookup uses for this market, with its chapter averages.
type MarketTariffSchedule struct {
	ID                     string                 `json:"id"`
	Name                   string                 `json:"name"`
	Vintage                string                 `json:"vintage"`
	ChapterAverages        []MarketChapterAverage `json:"chapter_averages"`
	ChapterAveragesSource  string                 `json:"chapter_averages_source"`
	ChapterAveragesVintage string                 `json:"chapter_averages_vintage"`
	Note                   *string                `json:"note"`
}

// MarketTrade is a schema of the contract.
type MarketTrade struct {
	AverageMFNTariff     MarketTariffFigure    `json:"average_mfn_tariff"`
	TradeWeightedTariff  MarketTariffFigure    `json:"trade_weighted_tariff"`
	TariffSchedule       *MarketTariffSchedule `json:"tariff_schedule"`
	TariffScheduleReason *string               `json:"tariff_schedule_reason"`
	VAT                  MarketVat             `json:"vat"`
	Origin               *string               `json:"origin"`
	Agreements           []MarketAgreement     `json:"agreements"`
	AgreementsSource     string                `json:"agreements_source"`
	AgreementsReason     *string               `json:"agreements_reason"`
}

// MarketUsdRate is a schema of the contract.
type MarketUsdRate struct {
	UnitsPerUSD string              `json:"units_per_usd"`
	Date        *string             `json:"date"`
	Period      MarketUsdRatePeriod `json:"period"`
	Year        int64               `json:"year"`
	Source      string              `json:"source"`
}

// MarketUsdRatePeriod: daily: ECB-derived series (the rate pricing uses); annual_average: World Bank official rate, shown only where the ECB has no quote.
type MarketUsdRatePeriod string

// The values of MarketUsdRatePeriod.
const (
	MarketUsdRatePeriodDaily         MarketUsdRatePeriod = "daily"
	MarketUsdRatePeriodAnnualAverage MarketUsdRatePeriod = "annual_average"
)

// MarketVat is a schema of the contract.
type MarketVat struct {
	TaxType         *MarketVatTaxType `json:"tax_type"`
	StandardRatePct *string           `json:"standard_rate_pct"`
	Source          *string           `json:"source"`
	Vintage         *string           `json:"vintage"`
	Reason          *string           `json:"reason"`
	Note            *string           `json:"note"`
}

// MarketVatTaxType: none: no national VAT or GST (United States).
type MarketVatTaxType string

// The values of MarketVatTaxType.
const (
	MarketVatTaxTypeVAT  MarketVatTaxType = "vat"
	MarketVatTaxTypeGst  MarketVatTaxType = "gst"
	MarketVatTaxTypeNone MarketVatTaxType = "none"
)

// Mode: live for production data, test for the sandbox; every object belongs to exactly one.
type Mode string

// The values of Mode.
const (
	ModeLive Mode = "live"
	ModeTest Mode = "test"
)

// Money: An amount as a decimal string rounded to the currency's minor units, never a binary float.
type Money struct {
	Amount   string `json:"amount"`
	Currency string `json:"currency"`
}

// MoneyInput: An amount in a currency; rounded to the currency's minor units where it is stored.
type MoneyInput struct {
	Amount   string `json:"amount"`
	Currency string `json:"currency"`
}

// OAuthClient: An OAuth client, without its secret.
type OAuthClient struct {
	ID                      string   `json:"id"`
	Name                    string   `json:"name"`
	SecretPrefix            string   `json:"secret_prefix"`
	Mode                    Mode     `json:"mode"`
	Livemode                bool     `json:"livemode"`
	Scopes                  []Scope  `json:"scopes"`
	AllowedCidrs            []string `json:"allowed_cidrs"`
	CreatedAt               string   `json:"created_at"`
	LastUsedAt              *string  `json:"last_used_at"`
	RevokedAt               *string  `json:"revoked_at"`
	PreviousSecretExpiresAt *string  `json:"previous_secret_expires_at"`
}

// OAuthClientCreateRequest is a schema of the contract.
type OAuthClientCreateRequest struct {
	Name         *string  `json:"name,omitempty"`
	Scopes       []Scope  `json:"scopes"`
	AllowedCidrs []string `json:"allowed_cidrs,omitempty"`
}

// OAuthClientListResponse is a schema of the contract.
type OAuthClientListResponse struct {
	Status string                      `json:"status"`
	Data   OAuthClientListResponseData `json:"data"`
}

// OAuthClientListResponseData is a schema of the contract.
type OAuthClientListResponseData struct {
	OauthClients []OAuthClient `json:"oauth_clients"`
	Total        int64         `json:"total"`
	Page         int64         `json:"page"`
	Limit        int64         `json:"limit"`
	HasMore      bool          `json:"has_more"`
}

// OAuthClientResponse is a schema of the contract.
type OAuthClientResponse struct {
	Status string      `json:"status"`
	Data   OAuthClient `json:"data"`
}

// OAuthClientSecretRotateRequest is a schema of the contract.
type OAuthClientSecretRotateRequest struct {
	OldSecretExpiresIn *int64 `json:"old_secret_expires_in,omitempty"`
}

// OAuthClientWithSecret: An OAuth client with its secret, returned once when the secret is made.
type OAuthClientWithSecret struct {
	ID                      string   `json:"id"`
	Name                    string   `json:"name"`
	SecretPrefix            string   `json:"secret_prefix"`
	Mode                    Mode     `json:"mode"`
	Livemode                bool     `json:"livemode"`
	Scopes                  []Scope  `json:"scopes"`
	AllowedCidrs            []string `json:"allowed_cidrs"`
	CreatedAt               string   `json:"created_at"`
	LastUsedAt              *string  `json:"last_used_at"`
	RevokedAt               *string  `json:"revoked_at"`
	PreviousSecretExpiresAt *string  `json:"previous_secret_expires_at"`
	ClientSecret            string   `json:"client_secret"`
}

// OAuthClientWithSecretResponse is a schema of the contract.
type OAuthClientWithSecretResponse struct {
	Status string                `json:"status"`
	Data   OAuthClientWithSecret `json:"data"`
}

// OAuthErrorResponse: RFC 6749 section 5.2.
type OAuthErrorResponse struct {
	Error            OAuthErrorResponseError `json:"error"`
	ErrorDescription string                  `json:"error_description"`
}

// OAuthErrorResponseError is a schema of the contract.
type OAuthErrorResponseError string

// The values of OAuthErrorResponseError.
const (
	OAuthErrorResponseErrorInvalidRequest       OAuthErrorResponseError = "invalid_request"
	OAuthErrorResponseErrorInvalidClient        OAuthErrorResponseError = "invalid_client"
	OAuthErrorResponseErrorUnauthorizedClient   OAuthErrorResponseError = "unauthorized_client"
	OAuthErrorResponseErrorUnsupportedGrantType OAuthErrorResponseError = "unsupported_grant_type"
	OAuthErrorResponseErrorInvalidScope         OAuthErrorResponseError = "invalid_scope"
)

// OAuthTokenRequest: Unknown parameters are ignored (RFC 6749 section 3.2); a parameter given twice is invalid_request.
type OAuthTokenRequest struct {
	GrantType    string  `json:"grant_type"`
	Scope        *string `json:"scope,omitempty"`
	ClientID     *string `json:"client_id,omitempty"`
	ClientSecret *string `json:"client_secret,omitempty"`
}

// OAuthTokenResponse is a schema of the contract.
type OAuthTokenResponse struct {
	AccessToken string `json:"access_token"`
	TokenType   string `json:"token_type"`
	ExpiresIn   int64  `json:"expires_in"`
	Scope       string `json:"scope"`
}

// Order is a schema of the contract.
type Order struct {
	ID                 string          `json:"id"`
	Object             string          `json:"object"`
	Status             OrderStatus     `json:"status"`
	Buyer              OrderBuyer      `json:"buyer"`
	Items              []OrderItem     `json:"items"`
	Incoterm           Incoterm        `json:"incoterm"`
	NamedPlace         string          `json:"named_place"`
	TransportMode      TransportMode   `json:"transport_mode"`
	Currency           string          `json:"currency"`
	OriginCountry      string          `json:"origin_country"`
	DestinationCountry string          `json:"destination_country"`
	PaymentTerms       *string         `json:"payment_terms"`
	Costs              json.RawMessage `json:"costs"`
	Reference          *string         `json:"reference"`
	Notes              *string         `json:"notes"`
	Totals             OrderTotals     `json:"totals"`
	Quote              *PricingResult  `json:"quote"`
	QuoteID            *string         `json:"quote_id"`
	CreatedAt          string          `json:"created_at"`
	UpdatedAt          string          `json:"updated_at"`
	Livemode           bool            `json:"livemode"`
}

// OrderBuyer: The buyer as it was when the order was created.
type OrderBuyer struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Country string `json:"country"`
	City    string `json:"city"`
}

// OrderCreateRequest: An order given in full (items, incoterm, named_place and currency are then required), or made from an accepted quote (quote_id): the items, Incoterm, transport mode, currency, origin, costs and the...
type OrderCreateRequest struct {
	BuyerID       string           `json:"buyer_id"`
	QuoteID       *string          `json:"quote_id,omitempty"`
	Items         []OrderItemInput `json:"items,omitempty"`
	Incoterm      *Incoterm        `json:"incoterm,omitempty"`
	NamedPlace    *string          `json:"named_place,omitempty"`
	TransportMode *TransportMode   `json:"transport_mode,omitempty"`
	Currency      *string          `json:"currency,omitempty"`
	OriginCountry *string          `json:"origin_country,omitempty"`
	PaymentTerms  *string          `json:"payment_terms,omitempty"`
	Costs         json.RawMessage  `json:"costs,omitempty"`
	Reference     *string          `json:"reference,omitempty"`
	Notes         *string          `json:"notes,omitempty"`
}

// OrderHistoryEntry is a schema of the contract.
type OrderHistoryEntry struct {
	ID         int64                   `json:"id"`
	At         string                  `json:"at"`
	FromStatus *OrderStatus            `json:"from_status"`
	ToStatus   OrderStatus             `json:"to_status"`
	Changes    []string                `json:"changes"`
	Source     OrderHistoryEntrySource `json:"source"`
	Actor      *string                 `json:"actor"`
}

// OrderHistoryEntrySource: shipment_event when a shipment event moved the order.
type OrderHistoryEntrySource string

// The values of OrderHistoryEntrySource.
const (
	OrderHistoryEntrySourceAPI           OrderHistoryEntrySource = "api"
	OrderHistoryEntrySourceShipmentEvent OrderHistoryEntrySource = "shipment_event"
)

// OrderHistoryResponse is a schema of the contract.
type OrderHistoryResponse struct {
	Status string                   `json:"status"`
	Data   OrderHistoryResponseData `json:"data"`
}

// OrderHistoryResponseData is a schema of the contract.
type OrderHistoryResponseData struct {
	OrderID string              `json:"order_id"`
	History []OrderHistoryEntry `json:"history"`
	Total   int64               `json:"total"`
	Page    int64               `json:"page"`
	Limit   int64               `json:"limit"`
	HasMore bool                `json:"has_more"`
}

// OrderItem is a schema of the contract.
type OrderItem struct {
	Index         int64   `json:"index"`
	Description   string  `json:"description"`
	HSCode        string  `json:"hs_code"`
	Quantity      string  `json:"quantity"`
	Unit          string  `json:"unit"`
	UnitPrice     Money   `json:"unit_price"`
	Amount        Money   `json:"amount"`
	NetWeightKg   *string `json:"net_weight_kg"`
	GrossWeightKg *string `json:"gross_weight_kg"`
	OriginCountry string  `json:"origin_country"`
}

// OrderItemInput is a schema of the contract.
type OrderItemInput struct {
	Description   string     `json:"description"`
	HSCode        string     `json:"hs_code"`
	Quantity      string     `json:"quantity"`
	Unit          string     `json:"unit"`
	UnitPrice     MoneyInput `json:"unit_price"`
	NetWeightKg   *string    `json:"net_weight_kg,omitempty"`
	GrossWeightKg *string    `json:"gross_weight_kg,omitempty"`
	OriginCountry *string    `json:"origin_country,omitempty"`
}

// OrderListResponse is a schema of the contract.
type OrderListResponse struct {
	Status string                `json:"status"`
	Data   OrderListResponseData `json:"data"`
}

// OrderListResponseData is a schema of the contract.
type OrderListResponseData struct {
	Orders  []Order `json:"orders"`
	Total   int64   `json:"total"`
	Page    int64   `json:"page"`
	Limit   int64   `json:"limit"`
	HasMore bool    `json:"has_more"`
}

// OrderResponse is a schema of the contract.
type OrderResponse struct {
	Status string `json:"status"`
	Data   Order  `json:"data"`
}

// OrderStatus: Where the order stands.
type OrderStatus string

// The values of OrderStatus.
const (
	OrderStatusDraft          OrderStatus = "draft"
	OrderStatusConfirmed      OrderStatus = "confirmed"
	OrderStatusInProduction   OrderStatus = "in_production"
	OrderStatusReadyToShip    OrderStatus = "ready_to_ship"
	OrderStatusShipped        OrderStatus = "shipped"
	OrderStatusInTransit      OrderStatus = "in_transit"
	OrderStatusArrived        OrderStatus = "arrived"
	OrderStatusCustomsCleared OrderStatus = "customs_cleared"
	OrderStatusDelivered      OrderStatus = "delivered"
	OrderStatusCancelled      OrderStatus = "cancelled"
)

// OrderTotals: Computed by the pricing engine (calculatePrice) from the order: the goods value always; with costs, the whole Incoterm build-up (basis: incoterm); without, the other figures are null (basis: goods_...
type OrderTotals struct {
	Basis        OrderTotalsBasis `json:"basis"`
	GoodsValue   Money            `json:"goods_value"`
	Price        *Money           `json:"price"`
	CustomsValue *Money           `json:"customs_value"`
	Duty         *Money           `json:"duty"`
	ImportVAT    *Money           `json:"import_vat"`
	LandedCost   *Money           `json:"landed_cost"`
}

// OrderTotalsBasis is a schema of the contract.
type OrderTotalsBasis string

// The values of OrderTotalsBasis.
const (
	OrderTotalsBasisGoodsOnly OrderTotalsBasis = "goods_only"
	OrderTotalsBasisIncoterm  OrderTotalsBasis = "incoterm"
)

// OrderUpdatedEvent is a schema of the contract.
type OrderUpdatedEvent struct {
	Type      string                `json:"type"`
	Timestamp string                `json:"timestamp"`
	Data      OrderUpdatedEventData `json:"data"`
}

// OrderUpdatedEventData is a schema of the contract.
type OrderUpdatedEventData struct {
	ID       string                     `json:"id"`
	Livemode bool                       `json:"livemode"`
	Order    OrderUpdatedEventDataOrder `json:"order"`
}

// OrderUpdatedEventDataOrder: The order as GET /orders/{id} returned it after the change, with previous_status, changes, buyer_id and total (the Incoterm price, else the goods value).
type OrderUpdatedEventDataOrder struct {
	Changes        []string    `json:"changes,omitempty"`
	ID             string      `json:"id"`
	Status         OrderStatus `json:"status"`
	PreviousStatus OrderStatus `json:"previous_status"`
	BuyerID        *string     `json:"buyer_id,omitempty"`
	Total          *Money      `json:"total,omitempty"`
	UpdatedAt      string      `json:"updated_at"`
}

// OrderUpdateRequest: status moves the order along its state machine (see OrderStatus).
type OrderUpdateRequest struct {
	Status        *OrderStatus     `json:"status,omitempty"`
	Items         []OrderItemInput `json:"items,omitempty"`
	Incoterm      *Incoterm        `json:"incoterm,omitempty"`
	NamedPlace    *string          `json:"named_place,omitempty"`
	TransportMode *TransportMode   `json:"transport_mode,omitempty"`
	PaymentTerms  *string          `json:"payment_terms,omitempty"`
	Costs         json.RawMessage  `json:"costs,omitempty"`
	Reference     *string          `json:"reference,omitempty"`
	Notes         *string          `json:"notes,omitempty"`
}

// Party is a schema of the contract.
type Party struct {
	Name    string  `json:"name"`
	Address string  `json:"address"`
	Country string  `json:"country"`
	TaxID   *string `json:"tax_id,omitempty"`
}

// Port: A seaport of the World Port Index (NGA Pub.
type Port struct {
	Unlocode string `json:"unlocode"`
	Name     string `json:"name"`
	Country  string `json:"country"`
}

// PricingCostLine is a schema of the contract.
type PricingCostLine struct {
	Cost   CostName  `json:"cost"`
	PaidBy CostPayer `json:"paid_by"`
	Amount *Money    `json:"amount"`
	Input  *Money    `json:"input"`
	Basis  *string   `json:"basis"`
}

// PricingCosts: The costs of the journey, each {"amount", "currency"} in any currency of the exchange-rate series, insurance also as insurance_rate_pct: the one cost shape of pricing (calculatePrice), quotes, orde...
type PricingCosts struct {
	ExportClearance      *PricingMoneyInput `json:"export_clearance,omitempty"`
	OriginInland         *PricingMoneyInput `json:"origin_inland,omitempty"`
	MainFreight          *PricingMoneyInput `json:"main_freight,omitempty"`
	Insurance            *PricingMoneyInput `json:"insurance,omitempty"`
	InsuranceRatePct     any                `json:"insurance_rate_pct,omitempty"`
	DestinationUnloading *PricingMoneyInput `json:"destination_unloading,omitempty"`
	DestinationInland    *PricingMoneyInput `json:"destination_inland,omitempty"`
	ImportClearance      *PricingMoneyInput `json:"import_clearance,omitempty"`
}

// PricingCustomsValue is a schema of the contract.
type PricingCustomsValue struct {
	Basis       PricingCustomsValueBasis `json:"basis"`
	Amount      *Money                   `json:"amount"`
	Description string                   `json:"description"`
	Reason      *string                  `json:"reason"`
}

// PricingCustomsValueBasis is a schema of the contract.
type PricingCustomsValueBasis string

// The values of PricingCustomsValueBasis.
const (
	PricingCustomsValueBasisFob           PricingCustomsValueBasis = "fob"
	PricingCustomsValueBasisCif           PricingCustomsValueBasis = "cif"
	PricingCustomsValueBasisNotApplicable PricingCustomsValueBasis = "not_applicable"
)

// PricingDuty is a schema of the contract.
type PricingDuty struct {
	Amount              *Money                 `json:"amount"`
	Rate                *TariffRateRecord      `json:"rate"`
	Basis               *PricingDutyBasis      `json:"basis"`
	Precision           *PricingDutyPrecision  `json:"precision"`
	AppliedAdValoremPct *string                `json:"applied_ad_valorem_pct"`
	Program             *TariffProgram         `json:"program"`
	Source              *TariffSource          `json:"source"`
	Reason              *string                `json:"reason"`
	Note                *string                `json:"note"`
	Components          []PricingDutyComponent `json:"components,omitempty"`
	Measures            []TariffMeasure        `json:"measures,omitempty"`
	Preferences         []TariffPreference     `json:"preferences,omitempty"`
}

// PricingDutyBasis is a schema of the contract.
type PricingDutyBasis string

// The values of PricingDutyBasis.
const (
	PricingDutyBasisLine           PricingDutyBasis = "line"
	PricingDutyBasisChapterAverage PricingDutyBasis = "chapter_average"
	PricingDutyBasisCountryAverage PricingDutyBasis = "country_average"
	PricingDutyBasisCustomsUnion   PricingDutyBasis = "customs_union"
)

// PricingDutyComponent: One part of an item's duty - the base rate with its program, or one applied additional measure.
type PricingDutyComponent struct {
	Kind         PricingDutyComponentKind       `json:"kind"`
	Heading      *string                        `json:"heading"`
	LegalBasis   *string                        `json:"legal_basis"`
	Program      *TariffProgram                 `json:"program"`
	RateText     string                         `json:"rate_text"`
	AdValoremPct *string                        `json:"ad_valorem_pct"`
	Amount       *Money                         `json:"amount"`
	ValueShare   *string                        `json:"value_share,omitempty"`
	Precision    *PricingDutyComponentPrecision `json:"precision,omitempty"`
}

// PricingDutyComponentKind is a schema of the contract.
type PricingDutyComponentKind string

// The values of PricingDutyComponentKind.
const (
	PricingDutyComponentKindBase       PricingDutyComponentKind = "base"
	PricingDutyComponentKindAdditional PricingDutyComponentKind = "additional"
)

// PricingDutyComponentPrecision: estimate where the part rests on an estimated share of the value or an estimated rate.
type PricingDutyComponentPrecision string

// The values of PricingDutyComponentPrecision.
const (
	PricingDutyComponentPrecisionExact    PricingDutyComponentPrecision = "exact"
	PricingDutyComponentPrecisionEstimate PricingDutyComponentPrecision = "estimate"
)

// PricingDutyPrecision is a schema of the contract.
type PricingDutyPrecision string

// The values of PricingDutyPrecision.
const (
	PricingDutyPrecisionExact    PricingDutyPrecision = "exact"
	PricingDutyPrecisionEstimate PricingDutyPrecision = "estimate"
)

// PricingEntryFee: One fee of the entry, a percentage of the customs value, with its legal basis.
type PricingEntryFee struct {
	Fee        PricingEntryFeeFee       `json:"fee"`
	Name       string                   `json:"name"`
	LegalBasis string                   `json:"legal_basis"`
	RatePct    string                   `json:"rate_pct"`
	Base       *Money                   `json:"base"`
	Amount     *Money                   `json:"amount"`
	Minimum    *Money                   `json:"minimum"`
	Maximum    *Money                   `json:"maximum"`
	LimitsNote *string                  `json:"limits_note"`
	Due        bool                     `json:"due"`
	Reason     string                   `json:"reason"`
	Precision  PricingEntryFeePrecision `json:"precision"`
}

// PricingEntryFeeFee: Stable identifier of the fee.
type PricingEntryFeeFee string

// The values of PricingEntryFeeFee.
const (
	PricingEntryFeeFeeMerchandiseProcessingFee PricingEntryFeeFee = "merchandise_processing_fee"
	PricingEntryFeeFeeHarborMaintenanceFee     PricingEntryFeeFee = "harbor_maintenance_fee"
)

// PricingEntryFeePrecision: estimate where the amount may differ from the fee charged (the fiscal year's minimum and maximum not applied).
type PricingEntryFeePrecision string

// The values of PricingEntryFeePrecision.
const (
	PricingEntryFeePrecisionExact    PricingEntryFeePrecision = "exact"
	PricingEntryFeePrecisionEstimate PricingEntryFeePrecision = "estimate"
)

// PricingEntryFees: The fees of the entry besides duty and import VAT, as the destination's schedule lists them (United States: the Merchandise Processing Fee and, by sea, the Harbor Maintenance Fee), paid by the impo...
type PricingEntryFees struct {
	Amount      *Money            `json:"amount"`
	PaidBy      CostPayer         `json:"paid_by"`
	Fees        []PricingEntryFee `json:"fees"`
	NotIncluded *string           `json:"not_included"`
	Reason      *string           `json:"reason"`
}

// PricingImportVat is a schema of the contract.
type PricingImportVat struct {
	Amount  *Money                   `json:"amount"`
	PaidBy  CostPayer                `json:"paid_by"`
	TaxType *PricingImportVatTaxType `json:"tax_type"`
	RatePct *string                  `json:"rate_pct"`
	Base    *Money                   `json:"base"`
	Reason  *string                  `json:"reason"`
	Note    *string                  `json:"note"`
}

// PricingImportVatTaxType is a schema of the contract.
type PricingImportVatTaxType string

// The values of PricingImportVatTaxType.
const (
	PricingImportVatTaxTypeVAT  PricingImportVatTaxType = "vat"
	PricingImportVatTaxTypeGst  PricingImportVatTaxType = "gst"
	PricingImportVatTaxTypeNone PricingImportVatTaxType = "none"
)

// PricingItem is a schema of the contract.
type PricingItem struct {
	Description string            `json:"description"`
	HSCode      string            `json:"hs_code"`
	Quantity    any               `json:"quantity"`
	UnitPrice   PricingMoneyInput `json:"unit_price"`
	WeightKg    any               `json:"weight_kg,omitempty"`
	VolumeL     any               `json:"volume_l,omitempty"`
}

// PricingItemResult is a schema of the contract.
type PricingItemResult struct {
	Index        int64       `json:"index"`
	Description  string      `json:"description"`
	HSCode       string      `json:"hs_code"`
	Quantity     string      `json:"quantity"`
	UnitPrice    Money       `json:"unit_price"`
	Value        Money       `json:"value"`
	Margin       Money       `json:"margin"`
	SaleValue    Money       `json:"sale_value"`
	CustomsValue *Money      `json:"customs_value"`
	Duty         PricingDuty `json:"duty"`
}

// PricingLandedCost is a schema of the contract.
type PricingLandedCost struct {
	Amount    *Money                      `json:"amount"`
	Reason    *string                     `json:"reason"`
	Precision *PricingLandedCostPrecision `json:"precision,omitempty"`
	Estimates []string                    `json:"estimates,omitempty"`
}

// PricingLandedCostPrecision: estimate when any part of the total is (estimates lists them); null without a total.
type PricingLandedCostPrecision string

// The values of PricingLandedCostPrecision.
const (
	PricingLandedCostPrecisionExact    PricingLandedCostPrecision = "exact"
	PricingLandedCostPrecisionEstimate PricingLandedCostPrecision = "estimate"
)

// PricingMoneyInput: An amount in any currency of the exchange-rate series (see GET /exchange-rates).
type PricingMoneyInput struct {
	Amount   any    `json:"amount"`
	Currency string `json:"currency"`
}

// PricingPreferenceClaim: A preference the importer must claim at entry, with its proof of origin, for a figure of the answer to hold: an item's preferential duty rate, or an entry fee's exemption (the US MPF for goods orig...
type PricingPreferenceClaim struct {
	Program       TariffProgram        `json:"program"`
	Condition     string               `json:"condition"`
	ProofOfOrigin *TariffProofOfOrigin `json:"proof_of_origin"`
	RestsOn       []string             `json:"rests_on"`
	Reason        string               `json:"reason"`
}

// PricingPrice is a schema of the contract.
type PricingPrice struct {
	Amount   *Money   `json:"amount"`
	Includes []string `json:"includes"`
	Reason   *string  `json:"reason"`
}

// PricingRequest is a schema of the contract.
type PricingRequest struct {
	Items                  []PricingItem `json:"items"`
	Origin                 string        `json:"origin"`
	Destination            string        `json:"destination"`
	Incoterm               Incoterm      `json:"incoterm"`
	TransportMode          TransportMode `json:"transport_mode"`
	Costs                  *PricingCosts `json:"costs,omitempty"`
	MarginPct              any           `json:"margin_pct,omitempty"`
	QuoteCurrency          string        `json:"quote_currency"`
	ApplyPreferentialRates *bool         `json:"apply_preferential_rates,omitempty"`
	AsOf                   *string       `json:"as_of,omitempty"`
	ImportDate             *string       `json:"import_date,omitempty"`
}

// PricingResponse is a schema of the contract.
type PricingResponse struct {
	Status string        `json:"status"`
	Data   PricingResult `json:"data"`
}

// PricingResult is a schema of the contract.
type PricingResult struct {
	Incoterm         Incoterm                 `json:"incoterm"`
	TransportMode    TransportMode            `json:"transport_mode"`
	Origin           string                   `json:"origin"`
	Destination      string                   `json:"destination"`
	QuoteCurrency    string                   `json:"quote_currency"`
	Items            []PricingItemResult      `json:"items"`
	GoodsValue       Money                    `json:"goods_value"`
	MarginPct        string                   `json:"margin_pct"`
	Margin           Money                    `json:"margin"`
	Costs            []PricingCostLine        `json:"costs"`
	Price            PricingPrice             `json:"price"`
	CustomsValue     PricingCustomsValue      `json:"customs_value"`
	Duty             PricingTotal             `json:"duty"`
	ImportVAT        PricingImportVat         `json:"import_vat"`
	EntryFees        *PricingEntryFees        `json:"entry_fees,omitempty"`
	PreferenceClaims []PricingPreferenceClaim `json:"preference_claims,omitempty"`
	LandedCost       PricingLandedCost        `json:"landed_cost"`
	FX               PricingResultFX          `json:"fx"`
	Notes            []string                 `json:"notes"`
	AsOf             string                   `json:"as_of"`
	Warnings         []TariffWarning          `json:"warnings"`
}

// PricingResultFX: The exchange rates of the conversions in this answer, each with its date and source (rates is empty when nothing was converted).
type PricingResultFX struct {
	Date   string             `json:"date"`
	Source string             `json:"source"`
	Rates  []ExchangeRateUsed `json:"rates"`
}

// PricingTotal is a schema of the contract.
type PricingTotal struct {
	Amount *Money    `json:"amount"`
	PaidBy CostPayer `json:"paid_by"`
	Reason *string   `json:"reason"`
}

// Quote: A price calculation kept: the request as sent to calculatePrice, its full answer (result), the data it rests on (sources) and how long the offer stands.
type Quote struct {
	ID          string         `json:"id"`
	Object      string         `json:"object"`
	Status      QuoteStatus    `json:"status"`
	Request     PricingRequest `json:"request"`
	Result      PricingResult  `json:"result"`
	Price       *Money         `json:"price"`
	ValidUntil  string         `json:"valid_until"`
	Buyer       *OrderBuyer    `json:"buyer"`
	NamedPlace  *string        `json:"named_place"`
	Reference   *string        `json:"reference"`
	Sources     QuoteSources   `json:"sources"`
	AcceptedAt  *string        `json:"accepted_at"`
	CancelledAt *string        `json:"cancelled_at"`
	OrderID     *string        `json:"order_id"`
	CreatedAt   string         `json:"created_at"`
	UpdatedAt   string         `json:"updated_at"`
	Livemode    bool           `json:"livemode"`
}

// QuoteCreateRequest: request is exactly what POST /pricing/calculate takes; the rest says whom the offer is for and how long it stands.
type QuoteCreateRequest struct {
	Request    PricingRequest `json:"request"`
	ValidUntil *string        `json:"valid_until,omitempty"`
	BuyerID    *string        `json:"buyer_id,omitempty"`
	NamedPlace *string        `json:"named_place,omitempty"`
	Reference  *string        `json:"reference,omitempty"`
}

// QuoteListResponse is a schema of the contract.
type QuoteListResponse struct {
	Status string                `json:"status"`
	Data   QuoteListResponseData `json:"data"`
}

// QuoteListResponseData is a schema of the contract.
type QuoteListResponseData struct {
	Quotes  []Quote `json:"quotes"`
	Total   int64   `json:"total"`
	Page    int64   `json:"page"`
	Limit   int64   `json:"limit"`
	HasMore bool    `json:"has_more"`
}

// QuoteResponse is a schema of the contract.
type QuoteResponse struct {
	Status string `json:"status"`
	Data   Quote  `json:"data"`
}

// QuoteSources: The data the quote's figures rest on, with their vintages, so that a price can be explained later: the day the duties are for, the exchange-rate day and its source (the rates applied are result.fx....
type QuoteSources struct {
	AsOf            string                    `json:"as_of"`
	ExchangeRates   QuoteSourcesExchangeRates `json:"exchange_rates"`
	TariffSchedules []TariffSource            `json:"tariff_schedules"`
	VAT             *QuoteSourcesVAT          `json:"vat"`
}

// QuoteSourcesExchangeRates is a schema of the contract.
type QuoteSourcesExchangeRates struct {
	Date   string `json:"date"`
	Source string `json:"source"`
}

// QuoteSourcesVAT is a schema of the contract.
type QuoteSourcesVAT struct {
	Source  string `json:"source"`
	Vintage string `json:"vintage"`
}

// QuoteStatus: Where the quote stands.
type QuoteStatus string

// The values of QuoteStatus.
const (
	QuoteStatusOpen      QuoteStatus = "open"
	QuoteStatusAccepted  QuoteStatus = "accepted"
	QuoteStatusExpired   QuoteStatus = "expired"
	QuoteStatusCancelled QuoteStatus = "cancelled"
)

// QuoteUpdatedEvent is a schema of the contract.
type QuoteUpdatedEvent struct {
	Type      string                `json:"type"`
	Timestamp string                `json:"timestamp"`
	Data      QuoteUpdatedEventData `json:"data"`
}

// QuoteUpdatedEventData is a schema of the contract.
type QuoteUpdatedEventData struct {
	ID       string                     `json:"id"`
	Livemode bool                       `json:"livemode"`
	Quote    QuoteUpdatedEventDataQuote `json:"quote"`
}

// QuoteUpdatedEventDataQuote: The quote as GET /quotes/{id} returned it after the change, with previous_status.
type QuoteUpdatedEventDataQuote struct {
	ID             string      `json:"id"`
	Status         QuoteStatus `json:"status"`
	PreviousStatus QuoteStatus `json:"previous_status"`
	Price          *Money      `json:"price,omitempty"`
	UpdatedAt      string      `json:"updated_at"`
}

// QuoteUpdateRequest: Records the buyer's answer.
type QuoteUpdateRequest struct {
	Status QuoteUpdateRequestStatus `json:"status"`
}

// QuoteUpdateRequestStatus: accepted (the buyer accepted the offer; only while it is valid) or cancelled (withdrawn, or the buyer declined).
type QuoteUpdateRequestStatus string

// The values of QuoteUpdateRequestStatus.
const (
	QuoteUpdateRequestStatusAccepted  QuoteUpdateRequestStatus = "accepted"
	QuoteUpdateRequestStatusCancelled QuoteUpdateRequestStatus = "cancelled"
)

// ReadinessResponse is a schema of the contract.
type ReadinessResponse struct {
	Status string                `json:"status"`
	Data   ReadinessResponseData `json:"data"`
}

// ReadinessResponseData is a schema of the contract.
type ReadinessResponseData struct {
	Status string                            `json:"status"`
	Checks []ReadinessResponseDataChecksItem `json:"checks"`
}

// ReadinessResponseDataChecksItem is a schema of the contract.
type ReadinessResponseDataChecksItem struct {
	Name ReadinessResponseDataChecksItemName `json:"name"`
	Ok   bool                                `json:"ok"`
	Ms   float64                             `json:"ms"`
}

// ReadinessResponseDataChecksItemName is a schema of the contract.
type ReadinessResponseDataChecksItemName string

// The values of ReadinessResponseDataChecksItemName.
const (
	ReadinessResponseDataChecksItemNameDatabase      ReadinessResponseDataChecksItemName = "database"
	ReadinessResponseDataChecksItemNameMigrations    ReadinessResponseDataChecksItemName = "migrations"
	ReadinessResponseDataChecksItemNameReferenceData ReadinessResponseDataChecksItemName = "reference_data"
	ReadinessResponseDataChecksItemNameRedis         ReadinessResponseDataChecksItemName = "redis"
)

// Scope: A permission a credential holds; each operation names the one it needs.
type Scope string

// The values of Scope.
const (
	ScopeBuyersRead       Scope = "buyers:read"
	ScopeProfileWrite     Scope = "profile:write"
	ScopeDocumentsWrite   Scope = "documents:write"
	ScopeMarketsRead      Scope = "markets:read"
	ScopePricingCalculate Scope = "pricing:calculate"
	ScopeTariffsRead      Scope = "tariffs:read"
	ScopeOrdersRead       Scope = "orders:read"
	ScopeOrdersWrite      Scope = "orders:write"
	ScopeWebhooksManage   Scope = "webhooks:manage"
	ScopeStreamsRead      Scope = "streams:read"
	ScopeKeysManage       Scope = "keys:manage"
)

// ScoreFactor is a schema of the contract.
type ScoreFactor struct {
	Factor    ScoreFactorFactor `json:"factor"`
	Points    int64             `json:"points"`
	MaxPoints int64             `json:"max_points"`
	Detail    string            `json:"detail"`
}

// ScoreFactorFactor is a schema of the contract.
type ScoreFactorFactor string

// The values of ScoreFactorFactor.
const (
	ScoreFactorFactorHSOverlap      ScoreFactorFactor = "hs_overlap"
	ScoreFactorFactorSectorMatch    ScoreFactorFactor = "sector_match"
	ScoreFactorFactorTargetCountry  ScoreFactorFactor = "target_country"
	ScoreFactorFactorImportScale    ScoreFactorFactor = "import_scale"
	ScoreFactorFactorVerified       ScoreFactorFactor = "verified"
	ScoreFactorFactorProductBreadth ScoreFactorFactor = "product_breadth"
)

// SectorCode: Stable code of a buyer sector.
type SectorCode string

// The values of SectorCode.
const (
	SectorCodeLivestockProducts    SectorCode = "livestock_products"
	SectorCodeSeafood              SectorCode = "seafood"
	SectorCodeAgriculturalProducts SectorCode = "agricultural_products"
	SectorCodeProcessedFood        SectorCode = "processed_food"
	SectorCodeBeverages            SectorCode = "beverages"
	SectorCodeMineralsOres         SectorCode = "minerals_ores"
	SectorCodeEnergy               SectorCode = "energy"
	SectorCodeChemicals            SectorCode = "chemicals"
	SectorCodePharmaceuticals      SectorCode = "pharmaceuticals"
	SectorCodeCosmetics            SectorCode = "cosmetics"
	SectorCodePlasticsRubber       SectorCode = "plastics_rubber"
	SectorCodeLeatherFootwear      SectorCode = "leather_footwear"
	SectorCodeWoodPaper            SectorCode = "wood_paper"
	SectorCodeTextiles             SectorCode = "textiles"
	SectorCodeApparel              SectorCode = "apparel"
	SectorCodeBuildingMaterials    SectorCode = "building_materials"
	SectorCodeJewelryWatches       SectorCode = "jewelry_watches"
	SectorCodeSteel                SectorCode = "steel"
	SectorCodeNonFerrousMetals     SectorCode = "non_ferrous_metals"
	SectorCodeToolsHardware        SectorCode = "tools_hardware"
	SectorCodeIndustrialMachinery  SectorCode = "industrial_machinery"
	SectorCodeElectronics          SectorCode = "electronics"
	SectorCodeSemiconductors       SectorCode = "semiconductors"
	SectorCodeBatteries            SectorCode = "batteries"
	SectorCodeAutoParts            SectorCode = "auto_parts"
	SectorCodeVehicles             SectorCode = "vehicles"
	SectorCodeShips                SectorCode = "ships"
	SectorCodeAerospace            SectorCode = "aerospace"
	SectorCodeMedicalDevices       SectorCode = "medical_devices"
	SectorCodePrecisionInstruments SectorCode = "precision_instruments"
	SectorCodeFurniture            SectorCode = "furniture"
	SectorCodeToysSports           SectorCode = "toys_sports"
	SectorCodeHouseholdGoods       SectorCode = "household_goods"
)

// Shipment is a schema of the contract.
type Shipment struct {
	ID              string          `json:"id"`
	Object          string          `json:"object"`
	OrderID         string          `json:"order_id"`
	Status          ShipmentStatus  `json:"status"`
	Carrier         string          `json:"carrier"`
	TransportMode   TransportMode   `json:"transport_mode"`
	BookingNumber   *string         `json:"booking_number"`
	BillOfLading    *string         `json:"bill_of_lading"`
	Vessel          *string         `json:"vessel"`
	PortOfLoading   Port            `json:"port_of_loading"`
	PortOfDischarge Port            `json:"port_of_discharge"`
	Etd             *string         `json:"etd"`
	Eta             *string         `json:"eta"`
	Events          []ShipmentEvent `json:"events"`
	CreatedAt       string          `json:"created_at"`
	UpdatedAt       string          `json:"updated_at"`
	Livemode        bool            `json:"livemode"`
}

// ShipmentCreateRequest is a schema of the contract.
type ShipmentCreateRequest struct {
	Carrier         string        `json:"carrier"`
	TransportMode   TransportMode `json:"transport_mode"`
	BookingNumber   *string       `json:"booking_number,omitempty"`
	BillOfLading    *string       `json:"bill_of_lading,omitempty"`
	Vessel          *string       `json:"vessel,omitempty"`
	PortOfLoading   string        `json:"port_of_loading"`
	PortOfDischarge string        `json:"port_of_discharge"`
	Etd             *string       `json:"etd,omitempty"`
	Eta             *string       `json:"eta,omitempty"`
}

// ShipmentEvent is a schema of the contract.
type ShipmentEvent struct {
	ID           string         `json:"id"`
	Sequence     int64          `json:"sequence"`
	Status       ShipmentStatus `json:"status"`
	OccurredAt   string         `json:"occurred_at"`
	Location     *Port          `json:"location"`
	LocationText *string        `json:"location_text"`
	Note         *string        `json:"note"`
	CreatedAt    string         `json:"created_at"`
}

// ShipmentEventCreatedResponse is a schema of the contract.
type ShipmentEventCreatedResponse struct {
	Status string                           `json:"status"`
	Data   ShipmentEventCreatedResponseData `json:"data"`
}

// ShipmentEventCreatedResponseData: The event, the shipment with it, and the order as the event left it.
type ShipmentEventCreatedResponseData struct {
	Event    ShipmentEvent `json:"event"`
	Shipment Shipment      `json:"shipment"`
	Order    Order         `json:"order"`
}

// ShipmentEventInput is a schema of the contract.
type ShipmentEventInput struct {
	Status       ShipmentStatus `json:"status"`
	OccurredAt   string         `json:"occurred_at"`
	Location     *string        `json:"location,omitempty"`
	LocationText *string        `json:"location_text,omitempty"`
	Note         *string        `json:"note,omitempty"`
}

// ShipmentListResponse is a schema of the contract.
type ShipmentListResponse struct {
	Status string                   `json:"status"`
	Data   ShipmentListResponseData `json:"data"`
}

// ShipmentListResponseData is a schema of the contract.
type ShipmentListResponseData struct {
	Shipments []Shipment `json:"shipments"`
	Total     int64      `json:"total"`
	Page      int64      `json:"page"`
	Limit     int64      `json:"limit"`
	HasMore   bool       `json:"has_more"`
}

// ShipmentResponse is a schema of the contract.
type ShipmentResponse struct {
	Status string   `json:"status"`
	Data   Shipment `json:"data"`
}

// ShipmentStatus: A logistics milestone, in the usual order: booked, gate_in (at the terminal), loaded, departed, transshipped, arrived, discharged, released (by customs), delivered.
type ShipmentStatus string

// The values of ShipmentStatus.
const (
	ShipmentStatusPlanned      ShipmentStatus = "planned"
	ShipmentStatusBooked       ShipmentStatus = "booked"
	ShipmentStatusGateIn       ShipmentStatus = "gate_in"
	ShipmentStatusLoaded       ShipmentStatus = "loaded"
	ShipmentStatusDeparted     ShipmentStatus = "departed"
	ShipmentStatusTransshipped ShipmentStatus = "transshipped"
	ShipmentStatusArrived      ShipmentStatus = "arrived"
	ShipmentStatusDischarged   ShipmentStatus = "discharged"
	ShipmentStatusReleased     ShipmentStatus = "released"
	ShipmentStatusDelivered    ShipmentStatus = "delivered"
)

// ShipmentUpdatedEvent is a schema of the contract.
type ShipmentUpdatedEvent struct {
	Type      string                   `json:"type"`
	Timestamp string                   `json:"timestamp"`
	Data      ShipmentUpdatedEventData `json:"data"`
}

// ShipmentUpdatedEventData is a schema of the contract.
type ShipmentUpdatedEventData struct {
	ID             string         `json:"id"`
	Livemode       bool           `json:"livemode"`
	Shipment       Shipment       `json:"shipment"`
	OrderID        string         `json:"order_id"`
	OrderStatus    OrderStatus    `json:"order_status"`
	LogisticsEvent *ShipmentEvent `json:"logistics_event"`
}

// StreamTicket: A one-time credential for one stream connection.
type StreamTicket struct {
	Object    string `json:"object"`
	Ticket    string `json:"ticket"`
	ExpiresAt string `json:"expires_at"`
	Livemode  bool   `json:"livemode"`
}

// StreamTicketResponse is a schema of the contract.
type StreamTicketResponse struct {
	Status string       `json:"status"`
	Data   StreamTicket `json:"data"`
}

// TariffAgreement is a schema of the contract.
type TariffAgreement struct {
	Name   string `json:"name"`
	Type   string `json:"type"`
	Source string `json:"source"`
}

// TariffCountry is a schema of the contract.
type TariffCountry struct {
	Code     string   `json:"code"`
	Name     string   `json:"name"`
	NameLang Language `json:"name_lang"`
}

// TariffDuty: A published duty text read into parts.
type TariffDuty struct {
	Kind             TariffDutyKind              `json:"kind"`
	Text             string                      `json:"text"`
	TextEn           *string                     `json:"text_en,omitempty"`
	AdValoremPct     *string                     `json:"ad_valorem_pct"`
	Specific         []TariffSpecificDuty        `json:"specific"`
	Seasons          []TariffSeason              `json:"seasons"`
	Needs            []TariffDutyNeedsItem       `json:"needs"`
	Computable       bool                        `json:"computable"`
	Note             *string                     `json:"note"`
	Alternatives     []TariffDutyAlternative     `json:"alternatives,omitempty"`
	AlternativesRule *TariffDutyAlternativesRule `json:"alternatives_rule,omitempty"`
}

// TariffDutyAlternative: One of the rates of an alternative duty (an ad valorem part, specific parts, or both).
type TariffDutyAlternative struct {
	AdValoremPct *string              `json:"ad_valorem_pct"`
	Specific     []TariffSpecificDuty `json:"specific"`
}

// TariffDutyAlternativesRule: For kind alternative, which of alternatives applies - the higher amount (Japan's "whichever is higher") or the lower (a WTO rate that applies where it is lower than the national rate).
type TariffDutyAlternativesRule string

// The values of TariffDutyAlternativesRule.
const (
	TariffDutyAlternativesRuleHigher TariffDutyAlternativesRule = "higher"
	TariffDutyAlternativesRuleLower  TariffDutyAlternativesRule = "lower"
)

// TariffDutyCurrency: Currency of a specific duty, as the schedule states it (JPY for Japan's yen rates).
type TariffDutyCurrency string

// The values of TariffDutyCurrency.
const (
	TariffDutyCurrencyUSD TariffDutyCurrency = "USD"
	TariffDutyCurrencyEUR TariffDutyCurrency = "EUR"
	TariffDutyCurrencyGBP TariffDutyCurrency = "GBP"
	TariffDutyCurrencyJPY TariffDutyCurrency = "JPY"
)

// TariffDutyKind: How a duty text reads: free, ad_valorem, specific, compound (an ad valorem part plus specific parts), seasonal (a rate per import period), alternative (the higher, or the lower, of two or more rate...
type TariffDutyKind string

// The values of TariffDutyKind.
const (
	TariffDutyKindFree        TariffDutyKind = "free"
	TariffDutyKindAdValorem   TariffDutyKind = "ad_valorem"
	TariffDutyKindSpecific    TariffDutyKind = "specific"
	TariffDutyKindCompound    TariffDutyKind = "compound"
	TariffDutyKindSeasonal    TariffDutyKind = "seasonal"
	TariffDutyKindOther       TariffDutyKind = "other"
	TariffDutyKindAlternative TariffDutyKind = "alternative"
)

// TariffDutyNeedsItem is a schema of the contract.
type TariffDutyNeedsItem string

// The values of TariffDutyNeedsItem.
const (
	TariffDutyNeedsItemWeightKg   TariffDutyNeedsItem = "weight_kg"
	TariffDutyNeedsItemQuantity   TariffDutyNeedsItem = "quantity"
	TariffDutyNeedsItemVolumeL    TariffDutyNeedsItem = "volume_l"
	TariffDutyNeedsItemImportDate TariffDutyNeedsItem = "import_date"
)

// TariffDutyUnit: The unit a specific duty is charged per (with per: 1,000 items, 100 kg...): kg and tonne need weight_kg; item, dozen and pair need quantity (for pair, the number of pairs: Japan's footwear duties a...
type TariffDutyUnit string

// The values of TariffDutyUnit.
const (
	TariffDutyUnitKg         TariffDutyUnit = "kg"
	TariffDutyUnitTonne      TariffDutyUnit = "tonne"
	TariffDutyUnitItem       TariffDutyUnit = "item"
	TariffDutyUnitDozen      TariffDutyUnit = "dozen"
	TariffDutyUnitLiter      TariffDutyUnit = "liter"
	TariffDutyUnitHectoliter TariffDutyUnit = "hectoliter"
	TariffDutyUnitPair       TariffDutyUnit = "pair"
)

// TariffHsLevel is a schema of the contract.
type TariffHsLevel struct {
	Code        string `json:"code"`
	Description string `json:"description"`
}

// TariffHsPath is a schema of the contract.
type TariffHsPath struct {
	Section         TariffHsPathSection `json:"section"`
	Chapter         TariffHsLevel       `json:"chapter"`
	Heading         *TariffHsLevel      `json:"heading"`
	Subheading      *TariffHsLevel      `json:"subheading"`
	NationalCode    *string             `json:"national_code"`
	DescriptionLang string              `json:"description_lang"`
}

// TariffHsPathSection is a schema of the contract.
type TariffHsPathSection struct {
	Code        string `json:"code"`
	Description string `json:"description"`
}

// TariffMeasure: A US additional duty of chapter 99 for a line: Section 122 (every line not exempt and not under Section 232), Section 232 (by the product lists of its programmes: vehicles, parts, medium and heavy ...
type TariffMeasure struct {
	NationalCode     string                  `json:"national_code"`
	Heading          string                  `json:"heading"`
	LegalBasis       string                  `json:"legal_basis"`
	Text             string                  `json:"text"`
	RateText         string                  `json:"rate_text"`
	AdditionalPct    *string                 `json:"additional_pct"`
	Applied          bool                    `json:"applied"`
	RequiresReview   bool                    `json:"requires_review"`
	ValidFrom        *string                 `json:"valid_from"`
	ValidUntil       *string                 `json:"valid_until"`
	Reason           *string                 `json:"reason"`
	Kind             *TariffMeasureKind      `json:"kind,omitempty"`
	Programme        *string                 `json:"programme,omitempty"`
	ValueShare       *string                 `json:"value_share,omitempty"`
	ValueShareSource *string                 `json:"value_share_source,omitempty"`
	Precision        *TariffMeasurePrecision `json:"precision,omitempty"`
	Claims           []TariffMeasureClaim    `json:"claims,omitempty"`
}

// TariffMeasureClaim: A claim an importer may make at entry that changes a measure, with the rate it gives.
type TariffMeasureClaim struct {
	Claim         TariffMeasureClaimClaim `json:"claim"`
	Description   string                  `json:"description"`
	Heading       *string                 `json:"heading"`
	LegalBasis    string                  `json:"legal_basis"`
	RateText      string                  `json:"rate_text"`
	AdditionalPct *string                 `json:"additional_pct"`
	Section122Pct *string                 `json:"section_122_pct"`
	MustShow      string                  `json:"must_show"`
}

// TariffMeasureClaimClaim: Stable identifier of the claim.
type TariffMeasureClaimClaim string

// The values of TariffMeasureClaimClaim.
const (
	TariffMeasureClaimClaimUSAutoProductionCertification     TariffMeasureClaimClaim = "us_auto_production_certification"
	TariffMeasureClaimClaimFtaOriginWithCertification        TariffMeasureClaimClaim = "fta_origin_with_certification"
	TariffMeasureClaimClaimUKVehicleQuota                    TariffMeasureClaimClaim = "uk_vehicle_quota"
	TariffMeasureClaimClaimUsmcaUSContent                    TariffMeasureClaimClaim = "usmca_us_content"
	TariffMeasureClaimClaimUsmcaQualifying                   TariffMeasureClaimClaim = "usmca_qualifying"
	TariffMeasureClaimClaimMhdVehiclePart                    TariffMeasureClaimClaim = "mhd_vehicle_part"
	TariffMeasureClaimClaimSemiconductorPerformanceThreshold TariffMeasureClaimClaim = "semiconductor_performance_threshold"
	TariffMeasureClaimClaimSemiconductorEndUse               TariffMeasureClaimClaim = "semiconductor_end_use"
	TariffMeasureClaimClaimNoMetalContent                    TariffMeasureClaimClaim = "no_metal_content"
	TariffMeasureClaimClaimMetalWeightUnder15Percent         TariffMeasureClaimClaim = "metal_weight_under_15_percent"
	TariffMeasureClaimClaimMotorcyclePart                    TariffMeasureClaimClaim = "motorcycle_part"
	TariffMeasureClaimClaimDerivativeSteelCXi                TariffMeasureClaimClaim = "derivative_steel_c_xi"
)

// TariffMeasureKind: The authority of the measure.
type TariffMeasureKind string

// The values of TariffMeasureKind.
const (
	TariffMeasureKindSection122 TariffMeasureKind = "section_122"
	TariffMeasureKindSection232 TariffMeasureKind = "section_232"
	TariffMeasureKindSection301 TariffMeasureKind = "section_301"
	TariffMeasureKindIeepa      TariffMeasureKind = "ieepa"
	TariffMeasureKindOther      TariffMeasureKind = "other"
)

// TariffMeasurePrecision: estimate where the figure rests on an estimated share of the value.
type TariffMeasurePrecision string

// The values of TariffMeasurePrecision.
const (
	TariffMeasurePrecisionExact    TariffMeasurePrecision = "exact"
	TariffMeasurePrecisionEstimate TariffMeasurePrecision = "estimate"
)

// TariffPreference: One agreement open to the origin on one national line, compared with the MFN rate and the other agreements: its rate, the proof of origin it needs, what it saves against the MFN rate, and whether a...
type TariffPreference struct {
	NationalCode  *string                `json:"national_code"`
	Program       TariffProgram          `json:"program"`
	Duty          *TariffDuty            `json:"duty"`
	ProofOfOrigin *TariffProofOfOrigin   `json:"proof_of_origin"`
	SavingPct     *string                `json:"saving_pct"`
	Status        TariffPreferenceStatus `json:"status"`
	Used          bool                   `json:"used"`
	Reason        string                 `json:"reason"`
}

// TariffPreferenceStatus: Why an agreement is used on a line or not: used (the rate a price uses), not_lowest (another agreement's rate is used, lower or as low), not_below_mfn (not lower than the MFN rate, which needs no p...
type TariffPreferenceStatus string

// The values of TariffPreferenceStatus.
const (
	TariffPreferenceStatusUsed          TariffPreferenceStatus = "used"
	TariffPreferenceStatusNotLowest     TariffPreferenceStatus = "not_lowest"
	TariffPreferenceStatusNotBelowMFN   TariffPreferenceStatus = "not_below_mfn"
	TariffPreferenceStatusNotComparable TariffPreferenceStatus = "not_comparable"
	TariffPreferenceStatusNotComputed   TariffPreferenceStatus = "not_computed"
	TariffPreferenceStatusWithinQuota   TariffPreferenceStatus = "within_quota"
	TariffPreferenceStatusNotApplied    TariffPreferenceStatus = "not_applied"
	TariffPreferenceStatusExcluded      TariffPreferenceStatus = "excluded"
	TariffPreferenceStatusNoRate        TariffPreferenceStatus = "no_rate"
	TariffPreferenceStatusNotInForce    TariffPreferenceStatus = "not_in_force"
	TariffPreferenceStatusUnknown       TariffPreferenceStatus = "unknown"
)

// TariffProgram is a schema of the contract.
type TariffProgram struct {
	Symbol string `json:"symbol"`
	Name   string `json:"name"`
}

// TariffProofOfOrigin: The proofs of origin an agreement accepts for its preferential rate, as the agreement provides (the goods must also meet its rules of origin).
type TariffProofOfOrigin struct {
	Agreement  string   `json:"agreement"`
	Accepted   []string `json:"accepted"`
	LegalBasis string   `json:"legal_basis"`
	Source     string   `json:"source"`
}

// TariffRateColumn: One column of a national schedule behind an MFN rate, as published: for Japan the general rate (基本, Customs Tariff Act), the temporary rate (暫定, Temporary Tariff Measures Act; applies instead of th...
type TariffRateColumn struct {
	Column  TariffRateColumnColumn `json:"column"`
	Text    string                 `json:"text"`
	TextEn  *string                `json:"text_en,omitempty"`
	Applied bool                   `json:"applied"`
	Reason  string                 `json:"reason"`
}

// TariffRateColumnColumn is a schema of the contract.
type TariffRateColumnColumn string

// The values of TariffRateColumnColumn.
const (
	TariffRateColumnColumnGeneral   TariffRateColumnColumn = "general"
	TariffRateColumnColumnTemporary TariffRateColumnColumn = "temporary"
	TariffRateColumnColumnWTO       TariffRateColumnColumn = "wto"
)

// TariffRateQuota: A tariff-rate quota on the line (Vietnam's 40 (NHN: 80)): one rate for the quantity within the quota, allocated to importers by licence, another outside it.
type TariffRateQuota struct {
	InQuota    *string                `json:"in_quota"`
	OutOfQuota *string                `json:"out_of_quota"`
	Applies    TariffRateQuotaApplies `json:"applies"`
	Note       string                 `json:"note"`
}

// TariffRateQuotaApplies is a schema of the contract.
type TariffRateQuotaApplies string

// The values of TariffRateQuotaApplies.
const (
	TariffRateQuotaAppliesInQuota    TariffRateQuotaApplies = "in_quota"
	TariffRateQuotaAppliesOutOfQuota TariffRateQuotaApplies = "out_of_quota"
)

// TariffRateRecord is a schema of the contract.
type TariffRateRecord struct {
	Type                    TariffRateRecordType      `json:"type"`
	Basis                   TariffRateRecordBasis     `json:"basis"`
	Precision               TariffRateRecordPrecision `json:"precision"`
	NationalCode            *string                   `json:"national_code"`
	Description             *string                   `json:"description"`
	Duty                    *TariffDuty               `json:"duty"`
	Program                 *TariffProgram            `json:"program"`
	Year                    *int64                    `json:"year"`
	Source                  TariffSource              `json:"source"`
	Reason                  *string                   `json:"reason"`
	Note                    *string                   `json:"note"`
	Condition               *string                   `json:"condition,omitempty"`
	ValidUntil              *string                   `json:"valid_until,omitempty"`
	Used                    *bool                     `json:"used,omitempty"`
	UseReason               *string                   `json:"use_reason,omitempty"`
	NationalDescription     *string                   `json:"national_description,omitempty"`
	NationalDescriptionLang *string                   `json:"national_description_lang,omitempty"`
	RateColumns             []TariffRateColumn        `json:"rate_columns,omitempty"`
	ProofOfOrigin           *TariffProofOfOrigin      `json:"proof_of_origin,omitempty"`
	RequiresReview          *bool                     `json:"requires_review,omitempty"`
	TariffQuota             *TariffRateQuota          `json:"tariff_quota,omitempty"`
}

// TariffRateRecordBasis is a schema of the contract.
type TariffRateRecordBasis string

// The values of TariffRateRecordBasis.
const (
	TariffRateRecordBasisLine           TariffRateRecordBasis = "line"
	TariffRateRecordBasisChapterAverage TariffRateRecordBasis = "chapter_average"
	TariffRateRecordBasisCountryAverage TariffRateRecordBasis = "country_average"
)

// TariffRateRecordPrecision is a schema of the contract.
type TariffRateRecordPrecision string

// The values of TariffRateRecordPrecision.
const (
	TariffRateRecordPrecisionExact    TariffRateRecordPrecision = "exact"
	TariffRateRecordPrecisionEstimate TariffRateRecordPrecision = "estimate"
)

// TariffRateRecordType is a schema of the contract.
type TariffRateRecordType string

// The values of TariffRateRecordType.
const (
	TariffRateRecordTypeMFN          TariffRateRecordType = "mfn"
	TariffRateRecordTypePreferential TariffRateRecordType = "preferential"
	TariffRateRecordTypeColumn2      TariffRateRecordType = "column_2"
)

// TariffResponse is a schema of the contract.
type TariffResponse struct {
	Status string       `json:"status"`
	Data   TariffResult `json:"data"`
}

// TariffResult is a schema of the contract.
type TariffResult struct {
	HSCode         string                `json:"hs_code"`
	HS             TariffHsPath          `json:"hs"`
	Destination    TariffCountry         `json:"destination"`
	Origin         *TariffCountry        `json:"origin"`
	Schedule       *TariffResultSchedule `json:"schedule"`
	Rates          []TariffRateRecord    `json:"rates"`
	LinesTotal     int64                 `json:"lines_total"`
	LinesTruncated bool                  `json:"lines_truncated"`
	VAT            TariffVat             `json:"vat"`
	Agreements     []TariffAgreement     `json:"agreements"`
	Notes          []string              `json:"notes"`
	AsOf           string                `json:"as_of"`
	Warnings       []TariffWarning       `json:"warnings"`
	Measures       []TariffMeasure       `json:"measures"`
	Preferences    []TariffPreference    `json:"preferences"`
}

// TariffResultSchedule is a schema of the contract.
type TariffResultSchedule struct {
	ID      TariffScheduleId `json:"id"`
	Name    string           `json:"name"`
	Vintage string           `json:"vintage"`
}

// TariffScheduleId: The national schedule: us_hts (US Harmonized Tariff Schedule), eu_cet (EU Common External Tariff), uk_global_tariff (UK Global Tariff), jp_customs_tariff (Japan's applied tariff schedule, 実行関税率表), ...
type TariffScheduleId string

// The values of TariffScheduleId.
const (
	TariffScheduleIdUSHts                 TariffScheduleId = "us_hts"
	TariffScheduleIdEUCet                 TariffScheduleId = "eu_cet"
	TariffScheduleIdUKGlobalTariff        TariffScheduleId = "uk_global_tariff"
	TariffScheduleIdJpCustomsTariff       TariffScheduleId = "jp_customs_tariff"
	TariffScheduleIdVnImportTariff        TariffScheduleId = "vn_import_tariff"
	TariffScheduleIdHkDutiableCommodities TariffScheduleId = "hk_dutiable_commodities"
	TariffScheduleIdSgCustomsDuties       TariffScheduleId = "sg_customs_duties"
	TariffScheduleIdCnImportTariff        TariffScheduleId = "cn_import_tariff"
)

// TariffSeason is a schema of the contract.
type TariffSeason struct {
	AdValoremPct string                    `json:"ad_valorem_pct"`
	Periods      []TariffSeasonPeriodsItem `json:"periods"`
}

// TariffSeasonPeriodsItem is a schema of the contract.
type TariffSeasonPeriodsItem struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// TariffSource is a schema of the contract.
type TariffSource struct {
	Name          string  `json:"name"`
	Vintage       string  `json:"vintage"`
	Licence       string  `json:"licence"`
	Edition       *string `json:"edition,omitempty"`
	EffectiveDate *string `json:"effective_date,omitempty"`
}

// TariffSpecificDuty: amount currency per per unit: 4.4¢/kg is 0.044 USD per 1 kg.
type TariffSpecificDuty struct {
	Amount   string             `json:"amount"`
	Currency TariffDutyCurrency `json:"currency"`
	Per      string             `json:"per"`
	Unit     TariffDutyUnit     `json:"unit"`
	Text     string             `json:"text"`
}

// TariffVat is a schema of the contract.
type TariffVat struct {
	TaxType         *TariffVatTaxType `json:"tax_type"`
	StandardRatePct *string           `json:"standard_rate_pct"`
	Basis           *TariffVatBasis   `json:"basis"`
	Source          *TariffSource     `json:"source"`
	Reason          *string           `json:"reason"`
	Note            *string           `json:"note"`
}

// TariffVatBasis is a schema of the contract.
type TariffVatBasis string

// The values of TariffVatBasis.
const (
	TariffVatBasisCustomsValuePlusDuty TariffVatBasis = "customs_value_plus_duty"
	TariffVatBasisNotApplicable        TariffVatBasis = "not_applicable"
)

// TariffVatTaxType is a schema of the contract.
type TariffVatTaxType string

// The values of TariffVatTaxType.
const (
	TariffVatTaxTypeVAT  TariffVatTaxType = "vat"
	TariffVatTaxTypeGst  TariffVatTaxType = "gst"
	TariffVatTaxTypeNone TariffVatTaxType = "none"
)

// TariffWarning: Something an answer cannot know for its date, with the measure and the last date the data knows it for: a tariff measure past what the data covers for as_of, or reference exchange rates older than ...
type TariffWarning struct {
	Code    TariffWarningCode `json:"code"`
	Measure string            `json:"measure"`
	Date    string            `json:"date"`
	Message string            `json:"message"`
}

// TariffWarningCode: What the warning is about, stable for programs: exchange_rates_stale (the exchange rates used are of date, older than the configured age: converted amounts may differ from today's rates), section_1...
type TariffWarningCode string

// The values of TariffWarningCode.
const (
	TariffWarningCodeExchangeRatesStale TariffWarningCode = "exchange_rates_stale"
	TariffWarningCodeSection122Expiry   TariffWarningCode = "section_122_expiry"
	TariffWarningCodeScheduleEdition    TariffWarningCode = "schedule_edition"
	TariffWarningCodeScheduleVintage    TariffWarningCode = "schedule_vintage"
	TariffWarningCodeCountryAverageYear TariffWarningCode = "country_average_year"
)

// TransportMode: Mode of the main carriage.
type TransportMode string

// The values of TransportMode.
const (
	TransportModeSea            TransportMode = "sea"
	TransportModeInlandWaterway TransportMode = "inland_waterway"
	TransportModeAir            TransportMode = "air"
	TransportModeRoad           TransportMode = "road"
	TransportModeRail           TransportMode = "rail"
	TransportModeMultimodal     TransportMode = "multimodal"
)

// WebhookAttempt is a schema of the contract.
type WebhookAttempt struct {
	Attempt        int64                 `json:"attempt"`
	StartedAt      string                `json:"started_at"`
	Outcome        WebhookAttemptOutcome `json:"outcome"`
	ResponseStatus *int64                `json:"response_status"`
	LatencyMs      int64                 `json:"latency_ms"`
	Error          *string               `json:"error"`
	ResponseBody   *string               `json:"response_body"`
}

// WebhookAttemptOutcome: succeeded (any 2xx), http_error (any other status, redirects included: they are not followed), timeout (no answer within 15 s), network_error (unreachable, refused, reset, unresolvable), blocked_ad...
type WebhookAttemptOutcome string

// The values of WebhookAttemptOutcome.
const (
	WebhookAttemptOutcomeSucceeded      WebhookAttemptOutcome = "succeeded"
	WebhookAttemptOutcomeHTTPError      WebhookAttemptOutcome = "http_error"
	WebhookAttemptOutcomeTimeout        WebhookAttemptOutcome = "timeout"
	WebhookAttemptOutcomeNetworkError   WebhookAttemptOutcome = "network_error"
	WebhookAttemptOutcomeBlockedAddress WebhookAttemptOutcome = "blocked_address"
)

// WebhookDelivery is a schema of the contract.
type WebhookDelivery struct {
	ID            string                `json:"id"`
	Object        string                `json:"object"`
	EndpointID    string                `json:"endpoint_id"`
	EventID       string                `json:"event_id"`
	EventType     EventType             `json:"event_type"`
	Status        WebhookDeliveryStatus `json:"status"`
	Attempts      int64                 `json:"attempts"`
	NextAttemptAt *string               `json:"next_attempt_at"`
	LastAttempt   *WebhookAttempt       `json:"last_attempt"`
	AttemptLog    []WebhookAttempt      `json:"attempt_log"`
	CreatedAt     string                `json:"created_at"`
	UpdatedAt     string                `json:"updated_at"`
}

// WebhookDeliveryListResponse is a schema of the contract.
type WebhookDeliveryListResponse struct {
	Status string                          `json:"status"`
	Data   WebhookDeliveryListResponseData `json:"data"`
}

// WebhookDeliveryListResponseData is a schema of the contract.
type WebhookDeliveryListResponseData struct {
	Deliveries []WebhookDelivery `json:"deliveries"`
	Total      int64             `json:"total"`
	Page       int64             `json:"page"`
	Limit      int64             `json:"limit"`
	HasMore    bool              `json:"has_more"`
}

// WebhookDeliveryResponse is a schema of the contract.
type WebhookDeliveryResponse struct {
	Status string          `json:"status"`
	Data   WebhookDelivery `json:"data"`
}

// WebhookDeliveryStatus: pending (to be sent or retried), succeeded, failed (retries exhausted, or the endpoint answered 410).
type WebhookDeliveryStatus string

// The values of WebhookDeliveryStatus.
const (
	WebhookDeliveryStatusPending   WebhookDeliveryStatus = "pending"
	WebhookDeliveryStatusSucceeded WebhookDeliveryStatus = "succeeded"
	WebhookDeliveryStatusFailed    WebhookDeliveryStatus = "failed"
)

// WebhookEndpoint is a schema of the contract.
type WebhookEndpoint struct {
	ID                      string                         `json:"id"`
	Object                  string                         `json:"object"`
	URL                     string                         `json:"url"`
	EventTypes              []WebhookEventTypesItem        `json:"event_types"`
	Description             *string                        `json:"description"`
	Enabled                 bool                           `json:"enabled"`
	Ordered                 bool                           `json:"ordered"`
	DisabledReason          *WebhookEndpointDisabledReason `json:"disabled_reason"`
	DisabledAt              *string                        `json:"disabled_at"`
	PreviousSecretExpiresAt *string                        `json:"previous_secret_expires_at"`
	CreatedAt               string                         `json:"created_at"`
	UpdatedAt               string                         `json:"updated_at"`
	Livemode                bool                           `json:"livemode"`
}

// WebhookEndpointCreateRequest is a schema of the contract.
type WebhookEndpointCreateRequest struct {
	URL         string                  `json:"url"`
	EventTypes  []WebhookEventTypesItem `json:"event_types"`
	Description *string                 `json:"description,omitempty"`
	Enabled     *bool                   `json:"enabled,omitempty"`
	Ordered     *bool                   `json:"ordered,omitempty"`
}

// WebhookEndpointDeletedResponse is a schema of the contract.
type WebhookEndpointDeletedResponse struct {
	Status string                             `json:"status"`
	Data   WebhookEndpointDeletedResponseData `json:"data"`
}

// WebhookEndpointDeletedResponseData is a schema of the contract.
type WebhookEndpointDeletedResponseData struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Deleted bool   `json:"deleted"`
}

// WebhookEndpointDisabledReason: Why the endpoint is disabled: gone (it answered 410), failing (every attempt failed for 5 days), manual (enabled set to false); null while enabled.
type WebhookEndpointDisabledReason string

// The values of WebhookEndpointDisabledReason.
const (
	WebhookEndpointDisabledReasonGone    WebhookEndpointDisabledReason = "gone"
	WebhookEndpointDisabledReasonFailing WebhookEndpointDisabledReason = "failing"
	WebhookEndpointDisabledReasonManual  WebhookEndpointDisabledReason = "manual"
)

// WebhookEndpointListResponse is a schema of the contract.
type WebhookEndpointListResponse struct {
	Status string                          `json:"status"`
	Data   WebhookEndpointListResponseData `json:"data"`
}

// WebhookEndpointListResponseData is a schema of the contract.
type WebhookEndpointListResponseData struct {
	Endpoints []WebhookEndpoint `json:"endpoints"`
	Total     int64             `json:"total"`
	Page      int64             `json:"page"`
	Limit     int64             `json:"limit"`
	HasMore   bool              `json:"has_more"`
}

// WebhookEndpointResponse is a schema of the contract.
type WebhookEndpointResponse struct {
	Status string          `json:"status"`
	Data   WebhookEndpoint `json:"data"`
}

// WebhookEndpointSecretResponse is a schema of the contract.
type WebhookEndpointSecretResponse struct {
	Status string                    `json:"status"`
	Data   WebhookEndpointWithSecret `json:"data"`
}

// WebhookEndpointUpdateRequest is a schema of the contract.
type WebhookEndpointUpdateRequest struct {
	URL         *string                 `json:"url,omitempty"`
	EventTypes  []WebhookEventTypesItem `json:"event_types,omitempty"`
	Description *string                 `json:"description,omitempty"`
	Enabled     *bool                   `json:"enabled,omitempty"`
	Ordered     *bool                   `json:"ordered,omitempty"`
}

// WebhookEndpointWithSecret: The endpoint with its signing secret.
type WebhookEndpointWithSecret struct {
	Secret                  string                                   `json:"secret"`
	ID                      string                                   `json:"id"`
	Object                  string                                   `json:"object"`
	URL                     string                                   `json:"url"`
	EventTypes              []WebhookEventTypesItem                  `json:"event_types"`
	Description             *string                                  `json:"description"`
	Enabled                 bool                                     `json:"enabled"`
	Ordered                 bool                                     `json:"ordered"`
	DisabledReason          *WebhookEndpointWithSecretDisabledReason `json:"disabled_reason"`
	DisabledAt              *string                                  `json:"disabled_at"`
	PreviousSecretExpiresAt *string                                  `json:"previous_secret_expires_at"`
	CreatedAt               string                                   `json:"created_at"`
	UpdatedAt               string                                   `json:"updated_at"`
	Livemode                bool                                     `json:"livemode"`
}

// WebhookEndpointWithSecretDisabledReason: Why the endpoint is disabled: gone (it answered 410), failing (every attempt failed for 5 days), manual (enabled set to false); null while enabled.
type WebhookEndpointWithSecretDisabledReason string

// The values of WebhookEndpointWithSecretDisabledReason.
const (
	WebhookEndpointWithSecretDisabledReasonGone    WebhookEndpointWithSecretDisabledReason = "gone"
	WebhookEndpointWithSecretDisabledReasonFailing WebhookEndpointWithSecretDisabledReason = "failing"
	WebhookEndpointWithSecretDisabledReasonManual  WebhookEndpointWithSecretDisabledReason = "manual"
)

// WebhookEventTypesItem is a schema of the contract.
type WebhookEventTypesItem string

// The values of WebhookEventTypesItem.
const (
	WebhookEventTypesItemAll                  WebhookEventTypesItem = "*"
	WebhookEventTypesItemBuyerMatched         WebhookEventTypesItem = "buyer.matched"
	WebhookEventTypesItemDocumentCreated      WebhookEventTypesItem = "document.created"
	WebhookEventTypesItemExchangeRatesUpdated WebhookEventTypesItem = "exchange_rates.updated"
	WebhookEventTypesItemOrderUpdated         WebhookEventTypesItem = "order.updated"
	WebhookEventTypesItemQuoteUpdated         WebhookEventTypesItem = "quote.updated"
	WebhookEventTypesItemShipmentUpdated      WebhookEventTypesItem = "shipment.updated"
)
