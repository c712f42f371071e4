extension SandboxGazetteer {
    /// English country names by ISO 3166-1 alpha-2 code, as `code=name` separated by `|`.
    static let countryNames = """
        AD=Andorra|AE=United Arab Emirates|AF=Afghanistan|AL=Albania|AM=Armenia|AO=Angola|AQ=Antarctica|\
        AR=Argentina|AS=American Samoa|AT=Austria|AU=Australia|AZ=Azerbaijan|BA=Bosnia and Herzegovina|\
        BB=Barbados|BD=Bangladesh|BE=Belgium|BF=Burkina Faso|BG=Bulgaria|BH=Bahrain|BI=Burundi|BJ=Benin|\
        BM=Bermuda|BN=Brunei|BO=Bolivia|BR=Brazil|BS=Bahamas|BT=Bhutan|BW=Botswana|BY=Belarus|BZ=Belize|\
        CA=Canada|CD=Democratic Republic of the Congo|CF=Central African Republic|CG=Republic of the Congo|\
        CH=Switzerland|CI=Ivory Coast|CK=Cook Islands|CL=Chile|CM=Cameroon|CN=China|CO=Colombia|CR=Costa Rica|\
        CU=Cuba|CV=Cape Verde|CY=Cyprus|CZ=Czechia|DE=Germany|DJ=Djibouti|DK=Denmark|DO=Dominican Republic|\
        DZ=Algeria|EC=Ecuador|EE=Estonia|EG=Egypt|ER=Eritrea|ES=Spain|ET=Ethiopia|FI=Finland|FJ=Fiji|\
        FK=Falkland Islands|FM=Micronesia|FO=Faroe Islands|FR=France|GA=Gabon|GB=United Kingdom|GE=Georgia|\
        GF=French Guiana|GH=Ghana|GL=Greenland|GM=Gambia|GN=Guinea|GQ=Equatorial Guinea|GR=Greece|GT=Guatemala|\
        GU=Guam|GY=Guyana|HK=Hong Kong|HN=Honduras|HR=Croatia|HT=Haiti|HU=Hungary|ID=Indonesia|IE=Ireland|\
        IL=Israel|IN=India|IQ=Iraq|IR=Iran|IS=Iceland|IT=Italy|JM=Jamaica|JO=Jordan|JP=Japan|KE=Kenya|\
        KG=Kyrgyzstan|KH=Cambodia|KI=Kiribati|KM=Comoros|KP=North Korea|KR=South Korea|KW=Kuwait|KZ=Kazakhstan|\
        LA=Laos|LB=Lebanon|LI=Liechtenstein|LK=Sri Lanka|LR=Liberia|LS=Lesotho|LT=Lithuania|LU=Luxembourg|\
        LV=Latvia|LY=Libya|MA=Morocco|MC=Monaco|MD=Moldova|ME=Montenegro|MG=Madagascar|MH=Marshall Islands|\
        MK=North Macedonia|ML=Mali|MM=Myanmar|MN=Mongolia|MO=Macau|MR=Mauritania|MT=Malta|MU=Mauritius|\
        MV=Maldives|MW=Malawi|MX=Mexico|MY=Malaysia|MZ=Mozambique|NA=Namibia|NC=New Caledonia|NE=Niger|\
        NG=Nigeria|NI=Nicaragua|NL=Netherlands|NO=Norway|NP=Nepal|NZ=New Zealand|OM=Oman|PA=Panama|PE=Peru|\
        PF=French Polynesia|PG=Papua New Guinea|PH=Philippines|PK=Pakistan|PL=Poland|PN=Pitcairn Islands|\
        PR=Puerto Rico|PS=Palestine|PT=Portugal|PW=Palau|PY=Paraguay|QA=Qatar|RE=Réunion|RO=Romania|RS=Serbia|\
        RU=Russia|RW=Rwanda|SA=Saudi Arabia|SB=Solomon Islands|SC=Seychelles|SD=Sudan|SE=Sweden|SG=Singapore|\
        SH=Saint Helena|SI=Slovenia|SJ=Svalbard and Jan Mayen|SK=Slovakia|SL=Sierra Leone|SN=Senegal|SO=Somalia|\
        SR=Suriname|ST=São Tomé and Príncipe|SV=El Salvador|SY=Syria|SZ=Eswatini|TD=Chad|TG=Togo|TH=Thailand|\
        TJ=Tajikistan|TL=Timor-Leste|TM=Turkmenistan|TN=Tunisia|TO=Tonga|TR=Turkey|TT=Trinidad and Tobago|\
        TV=Tuvalu|TW=Taiwan|TZ=Tanzania|UA=Ukraine|UG=Uganda|US=United States|UY=Uruguay|UZ=Uzbekistan|\
        VE=Venezuela|VN=Vietnam|VU=Vanuatu|WS=Samoa|XK=Kosovo|YE=Yemen|ZA=South Africa|ZM=Zambia|ZW=Zimbabwe
        """
}
